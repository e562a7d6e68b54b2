import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { canonicalMailbox, normalizeEmail } from '@swagdrop/model';
import { db } from '../lib/admin';
import { hashKey } from '../lib/throttle';
import { WAITLIST_COLLECTION } from './tokens';

/**
 * A newsletter entry lives at the hash of its canonical mailbox (docs/product-rules.md#newsletter),
 * so `me+news@…` is a duplicate of `me@…`. Entries stored before that rule sit at the hash of
 * the trimmed, lower-case address; a sign-up with that spelling still finds them.
 */
export function waitlistRef(email: string): DocumentReference {
  return db.collection(WAITLIST_COLLECTION).doc(hashKey(canonicalMailbox(email)));
}

export async function isOnWaitlist(tx: Transaction, email: string): Promise<boolean> {
  const current = waitlistRef(email);
  const legacy = db.collection(WAITLIST_COLLECTION).doc(hashKey(normalizeEmail(email)));
  const refs = current.id === legacy.id ? [current] : [current, legacy];
  const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
  return snaps.some((snap) => snap.exists);
}
