/**
 * swag_listings documents from the catalogue: validated with the admin form's schema, their
 * typed locations stored as places like saveListing stores them ('Austin' → 'Austin, TX'), dated
 * over the last 60 days, slugged in creation order with the shared uniqueSlug rule. Listings
 * from paid submissions carry their 90-day term (docs/data-model.md) and the brand account's
 * are owned by it: one of those has ended, one ends in three days, so every state shows.
 */
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { LISTING_TERM_MS, listingInputSchema } from '@swagdrop/model';
import { uniqueSlug } from '../../functions/src/admin/slug';
import { targetPlace } from '../../functions/src/places/target-place';
import { daysAgo, DAY_MS, rng } from './random';
import type { CatalogItem } from './types';

export interface SeededListing {
  ref: DocumentReference;
  data: Record<string, unknown>;
  item: CatalogItem;
  slug: string;
  createdAt: Date;
  /** Set on the one listing an admin edited (made featured) after creating it. */
  editedAt: Date | null;
}

export function buildListings(
  db: Firestore,
  catalog: readonly CatalogItem[],
  imageUrls: readonly string[],
  now: Date,
  brandUid: string,
): SeededListing[] {
  const random = rng(60);
  // Even spread over 1..59 days ago with jitter, assigned to items in a shuffled order.
  const ages = catalog.map((_, i) => 1 + (i * 58) / catalog.length + random() * 0.9);
  for (let i = ages.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [ages[i], ages[j]] = [ages[j] ?? 0, ages[i] ?? 0];
  }
  const rows = catalog
    .map((item, i) => ({ item, image: imageUrls[i], createdAt: daysAgo(now, ages[i] ?? 1) }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const taken = new Set<string>();
  let edited = false;
  let brandListings = 0;
  return rows.map(({ item, image, createdAt }) => {
    if (!image) throw new Error(`No image for listing "${item.title}"`);
    const input = listingInputSchema.parse({
      title: item.title,
      description: item.description,
      image_url: image,
      brand_name: item.brand_name,
      category: item.category,
      external_claim_url: `https://${item.domain}/swag/claim`,
      coupon_code: item.coupon_code,
      free_shipping: item.free_shipping,
      is_featured: item.is_featured,
      target_scope: item.location ? 'local' : 'nationwide',
      target_location: item.location,
    });
    const slug = uniqueSlug(input.title, taken);
    taken.add(slug);
    const ref = db.collection('swag_listings').doc();
    // The oldest admin-made featured listing was featured by an edit three days later.
    const editedAt =
      !edited && item.is_featured && !item.submittedBy
        ? new Date(createdAt.getTime() + 3 * DAY_MS)
        : null;
    if (editedAt) edited = true;
    const data: Record<string, unknown> = {
      ...input,
      // The catalogue's location is what a moderator typed; the server stores its place.
      ...targetPlace(input.target_scope, input.target_location),
      slug,
      created_at: Timestamp.fromDate(createdAt),
      updated_at: Timestamp.fromDate(editedAt ?? createdAt),
      // A listing from an approved submission shares its id (as approveSubmission does).
      ...(item.submittedBy ? { submission_id: ref.id } : {}),
      ...(item.submittedBy
        ? listingTerm(
            item.submittedBy === 'brand-account' ? brandUid : null,
            createdAt,
            now,
            brandListings,
          )
        : {}),
    };
    if (item.submittedBy === 'brand-account') brandListings += 1;
    return { ref, data, item, slug, createdAt, editedAt };
  });
}

/**
 * The term of a listing approved on the day it was submitted (approveSubmission): 90 days, except
 * the brand account's first listing, which ended two days ago (marked, as the expiry schedule
 * would have), and its second, which ends in three days.
 */
function listingTerm(ownerUid: string | null, approvedAt: Date, now: Date, brandIndex: number) {
  const ended = ownerUid !== null && brandIndex === 0;
  const endsSoon = ownerUid !== null && brandIndex === 1;
  const end = ended
    ? now.getTime() - 2 * DAY_MS
    : endsSoon
      ? now.getTime() + 3 * DAY_MS
      : approvedAt.getTime() + LISTING_TERM_MS;
  return {
    owner_uid: ownerUid,
    expires_at: Timestamp.fromMillis(end),
    expired: ended,
    plan_featured: false,
  };
}
