import { randomBytes } from 'node:crypto';
import { adminDb, callCallable, Timestamp, URLS } from '../../support/emulator';

/** Words no other test searches: letters only, so searchWords keeps them as they are. */
export function uniqueWords(prefix = 'zq'): string {
  const letters = [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 18))).join('');
  // a..r and a final x: no 's' for a plural, no '-ie' ending, so no canonical form changes it.
  return `${prefix}${letters}x`;
}

export function recordDemand(data: unknown, ip: string) {
  return callCallable<{ status: string }>('recordSearchDemand', data, { ip });
}

/** Every count document of these words (all days, places and shards). */
export async function countDocs(words: string) {
  const snap = await adminDb().collection('search_demand').where('words', '==', words).get();
  return snap.docs;
}

/** The stored count of (words, place), summed over its shards. */
export async function storedCount(words: string, place: string | null): Promise<number> {
  return (await countDocs(words))
    .filter((doc) => doc.get('place') === place)
    .reduce((sum, doc) => sum + Number(doc.get('count')), 0);
}

export const AUSTIN = { city: 'Austin', state: 'TX', country: 'US', lat: 30.267, lng: -97.743 };
export const PORTLAND = {
  city: 'Portland',
  state: 'OR',
  country: 'US',
  lat: 45.523,
  lng: -122.676,
};

/** A live local listing owned by `uid` in `place` (as the functions store a place). */
export async function seedOwnedListing(
  uid: string,
  place: typeof AUSTIN,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const ref = await adminDb()
    .collection('swag_listings')
    .add({
      slug: `demand-${randomBytes(6).toString('hex')}`,
      title: 'Demand Test Tee',
      description: 'A listing whose place a brand sees the searches of.',
      // Served locally: /swag in the browser layer shows this live listing, and loads its image.
      image_url: `${URLS.storefront}/favicon.svg`,
      brand_name: 'Demand Brand',
      category: 'shirts',
      external_claim_url: 'https://example.com/claim',
      coupon_code: null,
      free_shipping: false,
      is_featured: false,
      target_scope: 'local',
      target_location: `${place.city}, ${place.state}`,
      target_place: place,
      owner_uid: uid,
      created_at: Timestamp.now(),
      updated_at: Timestamp.now(),
      ...extra,
    });
  return ref.id;
}
