import type { Transaction } from 'firebase-admin/firestore';
import { SLUG_REDIRECTS_COLLECTION } from '@swagdrop/model';
import { db } from '../lib/admin';
import { baseSlug, uniqueSlug } from './slug';

/**
 * A slug for `title` that no other listing uses, now or as an old slug that still redirects
 * (collisions get -2, -3, ...; docs/product-rules.md#listings).
 * Reads every slug sharing the base prefix inside the caller's transaction, so two saves of
 * the same title cannot both take it: the second one retries and sees the first.
 * `excludeId` is the listing being edited (its own slug and old slugs do not count as taken).
 */
export async function reserveUniqueSlug(
  tx: Transaction,
  title: string,
  excludeId?: string,
): Promise<string> {
  const base = baseSlug(title);
  const inRange = (collection: string) =>
    db.collection(collection).where('slug', '>=', base).where('slug', '<=', `${base}-\uf8ff`);
  const [listings, redirects] = await Promise.all([
    tx.get(inRange('swag_listings').select('slug')),
    tx.get(inRange(SLUG_REDIRECTS_COLLECTION)),
  ]);
  const taken = new Set([
    ...listings.docs.filter((doc) => doc.id !== excludeId).map((doc) => String(doc.get('slug'))),
    ...redirects.docs
      .filter((doc) => doc.get('listing_id') !== excludeId)
      .map((doc) => String(doc.get('slug'))),
  ]);
  return uniqueSlug(title, taken);
}

/**
 * After a listing's slug changed: the old slug becomes a permanent redirect to the listing,
 * and the new one stops being a redirect (a listing renamed back to one of its old slugs; any
 * other listing's old slug was never free to take). Call after every read of `tx`.
 */
export function keepOldSlug(tx: Transaction, listingId: string, oldSlug: string, newSlug: string) {
  const redirects = db.collection(SLUG_REDIRECTS_COLLECTION);
  tx.set(redirects.doc(oldSlug), { slug: oldSlug, listing_id: listingId });
  tx.delete(redirects.doc(newSlug));
}
