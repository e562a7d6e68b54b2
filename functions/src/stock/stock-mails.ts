import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import { adminAuth, db } from '../lib/admin';
import type { MailRequest } from '../mail/data';
import { brandMail } from '../mail/brand/requests';
import { listingRecipients } from '../mail/brand/recipients';
import type { StockRoot } from './stock-store';

/**
 * The brand's stock mails, keyed by the listing and its stock round ('Add stock' starts a new
 * round), so each goes once per round however many claims notice the threshold.
 */

const text = (snap: DocumentSnapshot<DocumentData>, field: string) => {
  const value: unknown = snap.get(field);
  return typeof value === 'string' ? value : '';
};

async function recipientOf(listing: DocumentSnapshot<DocumentData>): Promise<string | null> {
  const owner: unknown = listing.get('owner_uid');
  const party = { id: listing.id, owner_uid: typeof owner === 'string' && owner ? owner : null };
  return (await listingRecipients([party], adminAuth, db)).get(listing.id) ?? null;
}

export async function lowStockMail(
  listing: DocumentSnapshot<DocumentData>,
  root: StockRoot,
  left: number,
): Promise<MailRequest<'listing_low_stock'> | null> {
  return brandMail('listing_low_stock', [listing.id, root.mail_round], await recipientOf(listing), {
    listing_title: text(listing, 'title'),
    listing_slug: text(listing, 'slug'),
    left,
    quantity: root.quantity,
  });
}

export async function allClaimedMail(
  listing: DocumentSnapshot<DocumentData>,
  root: StockRoot,
): Promise<MailRequest<'listing_all_claimed'> | null> {
  return brandMail(
    'listing_all_claimed',
    [listing.id, root.mail_round],
    await recipientOf(listing),
    {
      listing_title: text(listing, 'title'),
      listing_slug: text(listing, 'slug'),
      quantity: root.quantity,
    },
  );
}
