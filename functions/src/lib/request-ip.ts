import type { Request } from 'firebase-functions/v2/https';

/** Client IP behind Google's front end (first X-Forwarded-For hop), else the socket address. */
export function requestIp(req: Request): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.ip || 'unknown';
}
