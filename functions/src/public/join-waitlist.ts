import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { unconfirmedSignupExpiresAt } from '../lib/expiry';
import { CALLABLES, canonicalMailbox, normalizeEmail } from '@swagdrop/model';
import { mailKey } from '../mail/data';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { requestIp } from '../lib/request-ip';
import { enforceThrottle, hashKey } from '../lib/throttle';
import { prepareMail } from '../mail/outbox';
import { newsletterToken } from '../newsletter/tokens';
import { isOnWaitlist, waitlistRef } from '../newsletter/waitlist-keys';

/**
 * Newsletter signup (docs/product-rules.md#newsletter) with double opt-in (README "Visitor
 * emails"): the document id is a hash of the canonical mailbox (waitlist-keys.ts), so a duplicate is detected by the
 * server atomically and the browser never reads the waitlist. A new entry is `pending` until its
 * confirmation link is opened (confirm-newsletter.ts); the confirmation mail is queued in the
 * same transaction, and a duplicate queues nothing.
 */
export const joinWaitlist = publicCallable(CALLABLES.joinWaitlist, async ({ email }, request) => {
  const normalized = normalizeEmail(email);
  await enforceThrottle('waitlist', {
    ip: requestIp(request.rawRequest),
    email: canonicalMailbox(normalized),
  });

  const ref = waitlistRef(normalized);
  // Made once, outside the transaction, so a retried transaction stores the token it mailed.
  const confirmToken = newsletterToken();
  const unsubscribeToken = newsletterToken();
  return db.runTransaction(async (tx) => {
    if (await isOnWaitlist(tx, normalized)) return { status: 'duplicate' as const };
    const queueConfirmation = await prepareMail(tx, {
      // The signup's own token in the key: someone who unsubscribed (their entry deleted) and
      // signs up again gets a new confirmation, while a retry of this signup queues none.
      key: mailKey('newsletter_confirm', ref.id, hashKey(confirmToken).slice(0, 12)),
      to: normalized,
      template: 'newsletter_confirm',
      data: { confirm_token: confirmToken },
    });
    tx.create(ref, {
      email: normalized,
      status: 'pending',
      confirm_token: confirmToken,
      unsubscribe_token: unsubscribeToken,
      created_at: FieldValue.serverTimestamp(),
      // An unconfirmed sign-up is deleted by the TTL policy on waitlist.expires_at; confirming
      // removes the field.
      expires_at: Timestamp.fromMillis(unconfirmedSignupExpiresAt(Date.now())),
    });
    queueConfirmation();
    return { status: 'joined' as const };
  });
});
