import type { Transaction } from 'firebase-admin/firestore';
import { uniqueSlug, slugify } from '@swagdrop/shared-ui/model';
import { db } from '../lib/admin';

/**
 * A slug for `title` that no other listing uses (decisions.md: collisions get -2, -3, ...).
 * Reads every slug sharing the base prefix inside the caller's transaction, so two saves of
 * the same title cannot both take it: the second one retries and sees the first.
 * `excludeId` is the listing being edited (its own slug does not count as taken).
 */
export async function reserveUniqueSlug(
  tx: Transaction,
  title: string,
  excludeId?: string,
): Promise<string> {
  const base = slugify(title) || 'listing';
  const sameBase = await tx.get(
    db
      .collection('swag_listings')
      .where('slug', '>=', base)
      .where('slug', '<=', `${base}-\uf8ff`)
      .select('slug'),
  );
  const taken = new Set(
    sameBase.docs.filter((doc) => doc.id !== excludeId).map((doc) => String(doc.get('slug'))),
  );
  return uniqueSlug(title, taken);
}
