import type { Request } from 'firebase-functions/v2/https';

type ForwardedFor = string | string[] | undefined;

/**
 * The visitor address the per-IP throttles key on: the right-most X-Forwarded-For entry, else
 * the socket address.
 *
 * Why the right-most: on Cloud Functions 2nd gen (Cloud Run) Google's front end appends the
 * address it received the connection from as the last entry, after whatever the client sent.
 * Everything to its left is client-chosen. `req.ip` is not used because the functions framework
 * (and the emulator's runtime) sets Express `trust proxy` to true, which makes `req.ip` the
 * left-most entry: a client sending `X-Forwarded-For: <random>` would get a fresh throttle key
 * on every request. The functions are called on their own URLs (not through Hosting rewrites),
 * so there is exactly one trusted hop. The Functions emulator forwards headers unchanged and
 * appends nothing, so locally the right-most entry is whatever the caller (a test standing in
 * for the front end) sent, and without the header every local caller shares the socket key.
 */
export function clientIpFrom(forwardedFor: ForwardedFor, socketAddress: string | undefined) {
  const joined = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const hops = joined
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? socketAddress ?? 'unknown';
}

export function requestIp(req: Request): string {
  return clientIpFrom(req.headers['x-forwarded-for'], req.socket?.remoteAddress);
}
