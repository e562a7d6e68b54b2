import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES, listingInputSchema } from '@swagdrop/model';
import { listingChanges, listingSummary } from './listing-audit';
import { listingImageUrl } from '../brands/own-image';
import { db } from '../lib/admin';
import { parseOrThrow } from '../lib/validation';
import { appendAudit } from './audit';
import { adminCallable } from './guard';
import { keepOldSlug, reserveUniqueSlug } from './listings-slug';
import { baseSlug } from './slug';
import { planQuantityChange } from '../stock/quantity-change';
import { targetPlace } from '../places/target-place';

/**
 * Admin create/update of a listing (docs/product-rules.md#listings). The server validates with the
 * shared schema, derives a unique slug, stamps the timestamps and writes the audit entry in
 * the same transaction, so a listing never changes without its entry.
 */
export const saveListing = adminCallable(
  CALLABLES.saveListing,
  async ({ id, listing: raw, expires_at }, actor) => {
    const input = parseOrThrow(listingInputSchema, raw);
    // An image uploaded in the form waits in the moderator's pending folder until now. The
    // place is the server's lookup of the typed location ('City, ST' when it names one).
    const listing = {
      ...input,
      ...targetPlace(input.target_scope, input.target_location),
      image_url: await listingImageUrl(input.image_url, actor.uid),
    };
    const term = termFields(expires_at);

    return db.runTransaction(async (tx) => {
      if (!id) {
        const ref = db.collection('swag_listings').doc();
        const slug = await reserveUniqueSlug(tx, listing.title);
        const data = { ...listing, slug };
        const stock = await planQuantityChange(tx, ref.id, null, listing.quantity);
        tx.create(ref, {
          ...data,
          ...term,
          all_claimed: stock.all_claimed,
          created_at: FieldValue.serverTimestamp(),
          updated_at: FieldValue.serverTimestamp(),
        });
        stock.write();
        appendAudit(
          {
            actor,
            action: 'listing.create',
            target: `swag_listings/${ref.id}`,
            after: { ...listingSummary(data), ...termSummary(term) },
          },
          tx,
        );
        return { id: ref.id, slug, mode: 'created' as const };
      }

      const ref = db.collection('swag_listings').doc(id);
      const current = await tx.get(ref);
      if (!current.exists) throw new HttpsError('not-found', 'This listing no longer exists.');
      const before = current.data() ?? {};
      // A title edit that keeps the same base keeps the slug, so shared links keep working.
      const keepSlug =
        typeof before.slug === 'string' &&
        baseSlug(String(before.title ?? '')) === baseSlug(listing.title);
      const slug = keepSlug ? String(before.slug) : await reserveUniqueSlug(tx, listing.title, id);
      const data = { ...listing, slug };
      // What is left follows the new quantity in the same transaction (stock/quantity-change.ts).
      const stock = await planQuantityChange(tx, id, before.quantity, listing.quantity);
      tx.update(ref, {
        ...data,
        ...term,
        all_claimed: stock.all_claimed,
        updated_at: FieldValue.serverTimestamp(),
      });
      stock.write();
      // Shared links and reports name the old slug: it keeps leading here.
      if (typeof before.slug === 'string' && before.slug && before.slug !== slug) {
        keepOldSlug(tx, id, before.slug, slug);
      }
      const changes = listingChanges(before, { ...before, ...data });
      if (expires_at !== undefined) {
        const was: unknown = before.expires_at;
        Object.assign(changes.before, {
          expires_at: was instanceof Timestamp ? was.toDate().toISOString() : null,
        });
        Object.assign(changes.after, termSummary(term));
      }
      appendAudit(
        { actor, action: 'listing.update', target: `swag_listings/${id}`, ...changes },
        tx,
      );
      return { id, slug, mode: 'updated' as const };
    });
  },
);

/**
 * The end a moderator set in the form (listing-term.ts): a date, or null for no end; a date
 * already passed ends the listing now. Nothing when the form left the end alone.
 */
function termFields(expiresAt: number | null | undefined) {
  if (expiresAt === undefined) return {};
  return {
    expires_at: expiresAt === null ? null : Timestamp.fromMillis(expiresAt),
    expired: expiresAt !== null && expiresAt <= Date.now(),
  };
}

function termSummary(term: ReturnType<typeof termFields>) {
  if (!('expires_at' in term)) return {};
  return { expires_at: term.expires_at?.toDate().toISOString() ?? null };
}
