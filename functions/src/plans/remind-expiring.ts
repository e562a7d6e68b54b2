import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { logListingMailsQueued } from '../mail/brand/log';
import { listingEndMail, listingMailParty } from '../mail/brand/listing-mails';
import { listingRecipients } from '../mail/brand/recipients';
import { queueMail } from '../mail/outbox';

/** How far ahead a brand is told its listing ends. */
export const EXPIRY_NOTICE_MS = 7 * 86_400_000;
const PAGE = 300;

/**
 * Queues "your listing ends in 7 days" for every live listing whose end falls within
 * (now, now + 7 days], read with the same index as the expiry (expired == false, expires_at
 * range). The key is the listing and its end, so a daily run mails each end once, and a listing
 * extended to a new end gets a new reminder. Returns how many mails were queued.
 */
export async function remindExpiringListings(
  db: Firestore,
  auth: Auth,
  now: Date,
): Promise<number> {
  const from = Timestamp.fromDate(now);
  const to = Timestamp.fromMillis(now.getTime() + EXPIRY_NOTICE_MS);
  let queued = 0;
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db
      .collection('swag_listings')
      .where('expired', '==', false)
      .where('expires_at', '>', from)
      .where('expires_at', '<=', to)
      .orderBy('expires_at')
      .select('title', 'slug', 'expires_at', 'owner_uid')
      .limit(PAGE);
    if (after) query = query.startAfter(after);
    const snap = await query.get();
    const recipients = await listingRecipients(snap.docs.map(listingMailParty), auth, db);
    for (const doc of snap.docs) {
      const mail = listingEndMail('listing_expiring', doc, recipients.get(doc.id) ?? null);
      if (mail && (await queueMail(mail, db))) queued += 1;
    }
    after = snap.docs.at(-1);
    if (snap.size < PAGE) break;
  }
  logListingMailsQueued('listing_expiring', queued);
  return queued;
}
