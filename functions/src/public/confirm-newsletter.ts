import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES, NEWSLETTER_CONFIRM_COPY } from '@swagdrop/model';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { requestIp } from '../lib/request-ip';
import { enforceThrottle } from '../lib/throttle';
import { WAITLIST_COLLECTION } from '../newsletter/tokens';

/**
 * The newsletter confirmation link's callable (storefront /newsletter/confirm): the pending
 * entry holding this token becomes `confirmed` and its token is removed, so a link works once.
 * An unknown or used token is one neutral not-found (it tells nothing about an address).
 */
export const confirmNewsletter = publicCallable(
  CALLABLES.confirmNewsletter,
  async ({ token }, request) => {
    await enforceThrottle('newsletterConfirm', { ip: requestIp(request.rawRequest) });
    const query = db.collection(WAITLIST_COLLECTION).where('confirm_token', '==', token).limit(1);
    const confirmed = await db.runTransaction(async (tx) => {
      const entry = (await tx.get(query)).docs[0];
      if (!entry) return false;
      tx.update(entry.ref, {
        status: 'confirmed',
        confirmed_at: FieldValue.serverTimestamp(),
        confirm_token: FieldValue.delete(),
        expires_at: FieldValue.delete(),
      });
      return true;
    });
    if (!confirmed) throw new HttpsError('not-found', NEWSLETTER_CONFIRM_COPY.invalidBody);
    return { status: 'confirmed' };
  },
);
