/**
 * Realistic documents as the functions store them (docs/data-model.md), for seeding and for
 * browser write attempts.
 */
import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import { BRAND_UID, PAST, RUN_ID } from './support';

export function withFields(base: DocumentData, changes: Record<string, unknown>): DocumentData {
  const out: DocumentData = { ...base };
  for (const [key, value] of Object.entries(changes)) out[key] = value;
  return out;
}

const IMAGE_URL =
  'https://firebasestorage.googleapis.com/v0/b/demo-swagdrop.appspot.com/o/' +
  'swag-images%2F1741944600000-k3j9x2ab.png?alt=media';

export function storedListing(): DocumentData {
  return {
    slug: `retro-conference-tee-${RUN_ID}`,
    title: 'Retro Conference Tee',
    description: 'Soft cotton tee left over from DevConf 2024.\nSizes S-XL while supplies last.',
    image_url: IMAGE_URL,
    brand_name: 'Acme Devtools',
    category: 'shirts',
    external_claim_url: 'https://acme.example.com/claim/tee',
    coupon_code: null,
    free_shipping: true,
    is_featured: false,
    target_scope: 'nationwide',
    target_location: null,
    created_at: PAST,
    updated_at: PAST,
  };
}

/** A listing as an admin creates it: server timestamps. */
export function newListing(): DocumentData {
  return withFields(storedListing(), {
    slug: `sticker-pack-${RUN_ID}`,
    title: 'Sticker Pack',
    category: 'stickers',
    coupon_code: 'STICKERS24',
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
}

export function storedSubmission(status = 'pending', userId: string | null = BRAND_UID) {
  return {
    title: 'Eco Water Bottle',
    description: 'Stainless steel bottles from our spring launch.',
    image_url: IMAGE_URL,
    brand_name: 'Brand A Outdoors',
    category: 'lifestyle',
    external_url: 'https://brand-a.example.com/free-bottle',
    coupon_code: null,
    free_shipping: false,
    target_scope: 'local',
    target_location: 'Portland, OR',
    contact_email: 'marketing@brand-a.example.com',
    status,
    payment_status: 'paid',
    user_id: userId,
    created_at: PAST,
    checkout_session_id: 'cs_test_a1b2c3',
    amount_paid: 5000,
    paid_at: PAST,
  };
}

export function storedClaim(): DocumentData {
  return {
    first_name: 'Dana',
    email: 'dana@example.com',
    listing_id: 'listing-123',
    agreed_to_terms: true,
    created_at: PAST,
    listing_title: 'Retro Conference Tee',
    brand_name: 'Acme Devtools',
    search_keywords: ['dana', 'dana@example.com', 'retro conference tee', 'acme devtools'],
  };
}

export function storedReport(status = 'pending'): DocumentData {
  return {
    listing_id: 'listing-123',
    reason: 'link_broken',
    message: 'The claim page returns 404.',
    reporter_email: 'visitor@example.com',
    reporter_user_id: null,
    status,
    created_at: PAST,
    listing_title: 'Retro Conference Tee',
    brand_name: 'Acme Devtools',
    slug: 'retro-conference-tee',
  };
}
