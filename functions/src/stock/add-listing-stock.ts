import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES, QUANTITY_MAX, STOCK_COPY, storedQuantity } from '@swagdrop/model';
import { appendAudit } from '../admin/audit';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { logStockAdded } from './log';
import { requireBrandActor, requireOwnListing } from './owner';
import { listingRef, readStockInTx, setListingStock, writeStock } from './stock-store';

/**
 * 'Add stock' (docs/product-rules.md#stock): the owning brand adds to what is left (which stays
 * ≤ 100,000); the quantity grows by the same amount, an all-claimed listing is listed again,
 * and the stock mails start a new round. One transaction with its audit entry.
 */
export const addListingStock = publicCallable(
  CALLABLES.addListingStock,
  async ({ listingId, amount }, request) => {
    const actor = requireBrandActor(request);
    const result = await db.runTransaction(async (tx) => {
      const listing = requireOwnListing(await tx.get(listingRef(listingId)), actor);
      const quantity = storedQuantity(listing.get('quantity'));
      if (quantity === null) {
        throw new HttpsError('failed-precondition', STOCK_COPY.errors.noQuantity);
      }
      const stock = await readStockInTx(tx, listingId);
      const before = stock?.left ?? 0;
      const left = before + amount;
      if (left > QUANTITY_MAX) {
        throw new HttpsError('invalid-argument', STOCK_COPY.errors.leftTooMany, {
          field: 'amount',
        });
      }
      const next = quantity + amount;
      const round = (stock?.root.mail_round ?? 0) + 1;
      writeStock(tx, listingId, { quantity: next, left, mail_round: round }, stock?.root ?? null);
      setListingStock(tx, listingId, next);
      const title = typeof listing.get('title') === 'string' ? String(listing.get('title')) : null;
      appendAudit(
        {
          actor,
          action: 'listing.add_stock',
          target: `swag_listings/${listingId}`,
          before: { title, quantity, left: before },
          after: { title, quantity: next, left },
        },
        tx,
      );
      return { left, quantity: next };
    });
    logStockAdded(listingId, actor.uid, amount, result.left);
    return result;
  },
);
