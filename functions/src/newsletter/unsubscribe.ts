import { HttpsError, onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { COPY, NEWSLETTER_TOKEN_PATTERN } from '@swagdrop/model';
import { db } from '../lib/admin';
import { hostingClientIp } from '../lib/request-ip';
import { stopNewsletterMail } from '../mail/unsubscribed-mail';
import { enforceThrottle } from '../lib/throttle';
import { logUnsubscribeFailed, logUnsubscribed } from './log';
import { WAITLIST_COLLECTION } from './tokens';
import { unsubscribePage, type UnsubscribePage } from './unsubscribe-page';

/** The one-click unsubscribe response needs no framing, caching or referrer (the token). */
const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
  'X-Content-Type-Options': 'nosniff',
};

function send(res: Response, status: number, page: UnsubscribePage): void {
  res.status(status).set(PAGE_HEADERS).type('html').send(unsubscribePage(page));
}

function tokenOf(req: Request): string | null {
  const token: unknown = req.query.token;
  return typeof token === 'string' && NEWSLETTER_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * Deletes the subscriber holding this token (none for an unknown or already used one) and stops
 * every newsletter mail to its address that has not gone out yet.
 */
async function removeSubscriber(token: string): Promise<number> {
  const snap = await db
    .collection(WAITLIST_COLLECTION)
    .where('unsubscribe_token', '==', token)
    .get();
  await Promise.all(
    snap.docs.map(async (doc) => {
      await doc.ref.delete();
      const email: unknown = doc.get('email');
      if (typeof email === 'string') await stopNewsletterMail(db, email);
    }),
  );
  return snap.size;
}

/**
 * `/newsletter/unsubscribe?token=…` (a Hosting rewrite; the digest's List-Unsubscribe target):
 * a POST — the mail client's one-click (RFC 8058) or the page's button — deletes the subscriber
 * and answers 200 with a page that confirms; a GET only shows the button, because mail scanners
 * follow links. An unknown token gets the same answer as a known one, so the page reveals
 * nothing about who is subscribed. Only bad tokens count against the per-IP throttle (the
 * client's address as Hosting passes it, request-ip.ts): a real unsubscribe always works, even
 * when many arrive from one mail provider, while guessing tokens is slowed down.
 */
export const newsletterUnsubscribe = onRequest({ memory: '256MiB' }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
    res.set('Allow', 'GET, HEAD, POST').status(405).send('Method Not Allowed');
    return;
  }
  try {
    const token = tokenOf(req);
    if (req.method !== 'POST') {
      send(res, token ? 200 : 400, token ? { kind: 'ask', token } : { kind: 'invalid' });
      return;
    }
    const removed = token ? await removeSubscriber(token) : 0;
    if (removed === 0) await enforceThrottle('newsletterUnsubscribe', { ip: hostingClientIp(req) });
    logUnsubscribed(removed);
    send(res, 200, { kind: 'done' });
  } catch (error) {
    if (error instanceof HttpsError && error.code === 'resource-exhausted') {
      send(res, 429, { kind: 'busy', message: COPY.tooManyRequests });
      return;
    }
    logUnsubscribeFailed(error);
    send(res, 503, { kind: 'busy', message: COPY.somethingWentWrong });
  }
});
