import type { Query, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { stripe } from './client';
import { logStripeRefused } from './log';

/** Stripe's default Checkout lifetime: an older record cannot name an open session. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A session about to expire is not handed out again: the buyer needs time to pay. */
const MIN_REMAINING_SECONDS = 10 * 60;

/**
 * Whose checkout it is: a submission's listing fee (sent to its current contact email, which
 * the brand may have edited since), or a user's plan at one price.
 */
export type SessionOwner =
  | { kind: 'listing_fee'; submissionId: string; customerEmail: string }
  | { kind: 'subscription'; userId: string; priceId: string };

/**
 * The URL of the newest checkout session we recorded (checkout_sessions, writes.ts) for this
 * owner if Stripe still has it open, else null. Repeated clicks on Pay then lead to one session
 * instead of a pile of them. Stripe is asked, not our record, because only Stripe knows whether
 * the buyer completed it or it expired; if Stripe cannot be asked, a new session is made.
 */
export async function reusableSessionUrl(
  functionName: string,
  owner: SessionOwner,
  now: Date = new Date(),
): Promise<string | null> {
  const sessions = db.collection('checkout_sessions');
  const query: Query =
    owner.kind === 'listing_fee'
      ? sessions.where('submission_id', '==', owner.submissionId)
      : sessions.where('user_id', '==', owner.userId).where('price_id', '==', owner.priceId);
  const latest = (await query.orderBy('created_at', 'desc').limit(1).get()).docs[0];
  const created = latest?.get('created_at') as Timestamp | undefined;
  if (!latest || !created || created.toMillis() <= now.getTime() - SESSION_LIFETIME_MS) {
    return null;
  }
  try {
    const session = await (await stripe()).checkout.sessions.retrieve(latest.id);
    const remaining = session.expires_at - now.getTime() / 1000;
    if (session.status !== 'open' || !session.url || remaining < MIN_REMAINING_SECONDS) {
      return null;
    }
    if (owner.kind === 'listing_fee' && session.customer_email !== owner.customerEmail) {
      return null;
    }
    return session.url;
  } catch (error) {
    logStripeRefused(functionName, error);
    return null;
  }
}
