import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { logListingMailsQueued } from '../mail/brand/log';
import { listingEndMail, listingMailParty } from '../mail/brand/listing-mails';
import { listingRecipients } from '../mail/brand/recipients';
import { mailCollection, queuedMailDoc } from '../mail/outbox';

/** One page of due listings per query, so a large backlog never loads at once. */
const PAGE = 300;

/**
 * Marks every listing whose end has passed as expired (`expired: true`); nothing is deleted.
 * One indexed query (expired == false, expires_at <= now): listings without an end or already
 * marked are never read. Each write moves the directory version on (directoryOnListingWrite),
 * so bundles and caches drop the listing. Safe to run twice: a marked listing no longer matches.
 * The brand's "listing expired" mail is written in the same batch as the mark (keyed by listing
 * and end, so an extended listing that ends again mails again); a key already queued is skipped.
 */
export async function expireDueListings(db: Firestore, auth: Auth, now: Date): Promise<number> {
  const cutoff = Timestamp.fromDate(now);
  let total = 0;
  let mailed = 0;
  for (;;) {
    const snap = await db
      .collection('swag_listings')
      .where('expired', '==', false)
      .where('expires_at', '<=', cutoff)
      .orderBy('expires_at')
      .limit(PAGE)
      .select('title', 'slug', 'expires_at', 'owner_uid')
      .get();
    if (snap.empty) break;
    const recipients = await listingRecipients(snap.docs.map(listingMailParty), auth, db);
    const mails = snap.docs
      .map((doc) => listingEndMail('listing_expired', doc, recipients.get(doc.id) ?? null))
      .filter((mail) => mail !== null);
    const queued = mails.length
      ? await db.getAll(...mails.map((mail) => mailCollection(db).doc(mail.key)))
      : [];
    const batch = db.batch();
    for (const doc of snap.docs) batch.update(doc.ref, { expired: true });
    mails.forEach((mail, index) => {
      if (queued[index]?.exists) return;
      // create(): if a concurrent run queued it meanwhile, the batch fails and the schedule's
      // retry finds the mail (and the mark) done.
      batch.create(mailCollection(db).doc(mail.key), queuedMailDoc(mail));
      mailed += 1;
    });
    await batch.commit();
    total += snap.size;
    if (snap.size < PAGE) break;
  }
  logListingMailsQueued('listing_expired', mailed);
  return total;
}
