import { FieldValue } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { adminAuth, db } from '../lib/admin';
import { logListingsAttached } from '../stock/log';

/**
 * Whose listing (docs/product-rules.md#stock): a submission made signed out belongs to the
 * account that verifies its contact email — at sign-up or any time later, and for submissions
 * and listings that already exist. Verification happens in the browser (Firebase Auth), so the
 * attachment is made where a verified account next shows up: its dashboard's calls
 * (attachVerifiedSubmissions) and a later approval (verifiedAccountFor).
 */

function isUserNotFound(error: unknown): boolean {
  return (error as { code?: string }).code === 'auth/user-not-found';
}

/** The brand account whose sign-in email is `email` and verified; null when none. */
export async function verifiedAccountFor(email: unknown): Promise<string | null> {
  if (typeof email !== 'string' || email.trim() === '') return null;
  try {
    const user = await adminAuth.getUserByEmail(email.trim());
    return user.emailVerified ? user.uid : null;
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

/** The caller's verified email, or null (anonymous, unverified, no email). */
function verifiedEmail(auth: CallableRequest['auth']): string | null {
  const token = auth?.token;
  if (!token || token.firebase.sign_in_provider === 'anonymous') return null;
  return token.email_verified === true && typeof token.email === 'string' ? token.email : null;
}

/**
 * Gives the caller the signed-out submissions sent with its verified email, and their listings
 * that have no owner. Each in its own transaction, so two dashboards loading at once attach once;
 * a submission made by another account is never taken over.
 */
export async function attachVerifiedSubmissions(auth: CallableRequest['auth']): Promise<void> {
  const email = verifiedEmail(auth);
  if (!auth || !email) return;
  const spellings = [...new Set([email.trim(), email.trim().toLowerCase()])];
  const snap = await db.collection('submissions').where('contact_email', 'in', spellings).get();
  const attached: string[] = [];
  for (const doc of snap.docs) {
    const owner: unknown = doc.get('user_id');
    if (typeof owner === 'string' && owner !== '') continue;
    await db.runTransaction(async (tx) => {
      const submission = await tx.get(doc.ref);
      const current: unknown = submission.get('user_id');
      if (typeof current === 'string' && current !== '') return;
      const listingId: unknown = submission.get('listing_id');
      const listingRef =
        typeof listingId === 'string' && listingId
          ? db.collection('swag_listings').doc(listingId)
          : null;
      const listing = listingRef ? await tx.get(listingRef) : null;
      tx.update(doc.ref, { user_id: auth.uid, attached_at: FieldValue.serverTimestamp() });
      const listingOwner: unknown = listing?.get('owner_uid');
      if (listingRef && listing?.exists && !(typeof listingOwner === 'string' && listingOwner)) {
        tx.update(listingRef, { owner_uid: auth.uid });
        attached.push(listingRef.id);
      }
    });
  }
  logListingsAttached(auth.uid, attached);
}
