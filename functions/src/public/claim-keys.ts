import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { canonicalMailbox, normalizeEmail } from '@swagdrop/model';
import { db } from '../lib/admin';
import { hashKey } from '../lib/throttle';

/**
 * Where a claim lives: one document per listing and canonical mailbox
 * (docs/product-rules.md#claims), so `me+1@…`, `m.e@gmail.com` and `ME@…` all land on the same
 * id and the transaction sees a repeat under any spelling.
 */
export function claimRef(listingId: string, email: string): DocumentReference {
  return db.collection('claims').doc(hashKey(`${listingId}:${canonicalMailbox(email)}`));
}

/**
 * Claims stored before the canonical rule were keyed on the trimmed, lower-case address. They
 * still count: a visitor repeating the spelling they used then is found at that older id.
 */
function legacyClaimRef(listingId: string, email: string): DocumentReference {
  return db.collection('claims').doc(hashKey(`${listingId}:${normalizeEmail(email)}`));
}

/** True when this mailbox already holds a claim on the listing, under either key. */
export async function hasClaimed(
  tx: Transaction,
  listingId: string,
  email: string,
): Promise<boolean> {
  const current = claimRef(listingId, email);
  const legacy = legacyClaimRef(listingId, email);
  const refs = current.id === legacy.id ? [current] : [current, legacy];
  const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
  return snaps.some((snap) => snap.exists);
}
