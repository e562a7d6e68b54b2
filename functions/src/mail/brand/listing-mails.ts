import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { MailRequest } from '../data';
import type { ListingParty } from './recipients';
import { brandMail, isoFromMillis } from './requests';

/** The mails about a listing's end (remind-expiring.ts, expire-listings.ts). */

export function listingMailParty(doc: QueryDocumentSnapshot): ListingParty {
  const owner = doc.get('owner_uid') as unknown;
  return { id: doc.id, owner_uid: typeof owner === 'string' && owner !== '' ? owner : null };
}

/**
 * "Ends in 7 days" or "has ended", keyed by the listing and its end (millis): a listing given a
 * new end is told again about that one. A listing nobody can be told about (made by a moderator,
 * no owner) gets none.
 */
export function listingEndMail(
  template: 'listing_expiring' | 'listing_expired',
  doc: QueryDocumentSnapshot,
  to: string | null,
): MailRequest | null {
  const end = doc.get('expires_at') as unknown;
  if (!(end instanceof Timestamp) || !to) return null;
  const title = String(doc.get('title') ?? '');
  const endMillis = end.toMillis();
  return template === 'listing_expiring'
    ? brandMail(template, [doc.id, endMillis], to, {
        listing_title: title,
        listing_slug: String(doc.get('slug') ?? ''),
        expires_at: isoFromMillis(endMillis),
      })
    : brandMail(template, [doc.id, endMillis], to, {
        listing_title: title,
        expired_at: isoFromMillis(endMillis),
      });
}
