import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/** One page of due listings per query, so a large backlog never loads at once. */
const PAGE = 300;

/**
 * Marks every listing whose end has passed as expired (`expired: true`); nothing is deleted.
 * One indexed query (expired == false, expires_at <= now): listings without an end or already
 * marked are never read. Each write moves the directory version on (directoryOnListingWrite),
 * so bundles and caches drop the listing. Safe to run twice: a marked listing no longer matches.
 */
export async function expireDueListings(db: Firestore, now: Date): Promise<number> {
  const cutoff = Timestamp.fromDate(now);
  let total = 0;
  for (;;) {
    const snap = await db
      .collection('swag_listings')
      .where('expired', '==', false)
      .where('expires_at', '<=', cutoff)
      .orderBy('expires_at')
      .limit(PAGE)
      .select()
      .get();
    if (snap.empty) return total;
    const batch = db.batch();
    for (const doc of snap.docs) batch.update(doc.ref, { expired: true });
    await batch.commit();
    total += snap.size;
    if (snap.size < PAGE) return total;
  }
}
