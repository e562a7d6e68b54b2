/** swag_listings: public reads; admin-only writes validated field by field. */
import {
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { LIMITS } from '../../shared-ui/src/model/constants';
import { describeCollectionMatrix } from './firestore-matrix';
import {
  DROP,
  newListing,
  storedListing,
  text,
  TOO_LONG,
  urlOfLength,
  withFields,
} from './fixtures';
import { useMatrix } from './matrix';
import { dbAs, PAST, RUN_ID, seedDoc, trackDoc, uniqueId, type Role } from './support';

useMatrix('swag_listings', 10);

describeCollectionMatrix({
  row: 'swag_listings/{id}',
  collection: 'swag_listings',
  existing: storedListing,
  create: newListing,
  update: () => ({
    title: 'Retro Conference Tee v2',
    is_featured: true,
    updated_at: serverTimestamp(),
  }),
  allowed: {
    visitor: ['get', 'list'],
    brand: ['get', 'list'],
    'other brand': ['get', 'list'],
    admin: ['get', 'list', 'create', 'update', 'delete'],
  },
});

async function createAs(role: Role, data: DocumentData, claims?: Record<string, unknown>) {
  const db: Firestore = await dbAs(role, claims);
  const path = `swag_listings/${uniqueId('listing')}`;
  trackDoc(path);
  return setDoc(doc(db, path), data);
}

type Case = [name: string, changes: Record<string, unknown>];

const slug = (s: string) => ({ slug: s });
const VALID_CREATES: Case[] = [
  ['a nationwide listing with a coupon', {}],
  ['a local listing with a location', { target_scope: 'local', target_location: 'Austin, TX' }],
  ['no coupon (null)', { coupon_code: null }],
  ['a listing made from a submission', { submission_id: 'sub-42' }],
  ['an http: claim URL', { external_claim_url: 'http://acme.example.com/claim' }],
  [
    'a brand-owned listing with a 90-day end',
    { owner_uid: 'brand-1', expires_at: new Date('2030-01-01T00:00:00Z'), expired: false },
  ],
  ['a listing without an end (null)', { expires_at: null, owner_uid: null }],
  [
    'every text at its LIMITS maximum',
    {
      title: text(LIMITS.title),
      brand_name: text(LIMITS.brandName),
      description: text(LIMITS.description),
      coupon_code: text(LIMITS.couponCode),
      slug: text(LIMITS.slug, 'a'),
      external_claim_url: urlOfLength(LIMITS.url),
      image_url: urlOfLength(LIMITS.url),
      target_scope: 'local',
      target_location: text(LIMITS.location),
    },
  ],
];

const INVALID_CREATES: Case[] = [
  // keys
  ['an extra key', { views: 0 }],
  ['a forged admin field', { admin: true }],
  ['a missing is_featured', { is_featured: DROP }],
  ['a missing target_location', { target_location: DROP }],
  ['a missing updated_at', { updated_at: DROP }],
  // types
  ['free_shipping as a string', { free_shipping: 'yes' }],
  ['is_featured as a number', { is_featured: 1 }],
  ['title as a number', { title: 42 }],
  ['coupon_code as a number', { coupon_code: 123 }],
  ['created_at as a string', { created_at: '2025-03-14T09:30:00Z' }],
  ['submission_id as a number', { submission_id: 42 }],
  ['submission_id with a slash', { submission_id: 'a/b' }],
  ['expires_at as a string', { expires_at: '2030-01-01' }],
  ['expired as a string', { expired: 'yes' }],
  ['owner_uid with a slash', { owner_uid: 'a/b' }],
  ['a listing already featured by a plan', { plan_featured: true }],
  // lengths (LIMITS + 1) and blanks
  ['a title over LIMITS.title', { title: TOO_LONG.title }],
  ['a brand_name over LIMITS.brandName', { brand_name: TOO_LONG.brandName }],
  ['a description over LIMITS.description', { description: TOO_LONG.description }],
  ['a coupon_code over LIMITS.couponCode', { coupon_code: TOO_LONG.couponCode }],
  ['a slug over LIMITS.slug', { slug: TOO_LONG.slug }],
  ['an image_url over LIMITS.url', { image_url: TOO_LONG.url }],
  ['an external_claim_url over LIMITS.url', { external_claim_url: TOO_LONG.url }],
  [
    'a location over LIMITS.location',
    { target_scope: 'local', target_location: TOO_LONG.location },
  ],
  ['an empty title', { title: '' }],
  ['a blank brand_name', { brand_name: '   ' }],
  ['an empty coupon_code (must be null)', { coupon_code: '' }],
  // enums
  ['an unknown category', { category: 'hats' }],
  ['a category in the wrong case', { category: 'Shirts' }],
  ['an unknown target_scope', { target_scope: 'global' }],
  // URLs
  ['a javascript: claim URL', { external_claim_url: 'javascript:alert(document.cookie)' }],
  ['a data: claim URL', { external_claim_url: 'data:text/html,<script>alert(1)</script>' }],
  ['a data: image URL', { image_url: 'data:image/png;base64,iVBORw0KGgo=' }],
  ['a javascript: image URL', { image_url: 'javascript:alert(1)' }],
  [
    'a claim URL with credentials (user@host phishing)',
    { external_claim_url: 'https://brand.example.com@evil.example/' },
  ],
  ['an ftp: claim URL', { external_claim_url: 'ftp://acme.example.com/claim' }],
  ['a claim URL without a host', { external_claim_url: 'https://' }],
  ['a protocol-relative claim URL', { external_claim_url: '//acme.example.com/claim' }],
  ['a claim URL with spaces', { external_claim_url: 'https://acme.example.com/a b' }],
  // slug format
  ['a slug with spaces and capitals', slug('Retro Tee')],
  ['a slug with a leading hyphen', slug('-retro-tee')],
  ['a slug with a trailing hyphen', slug('retro-tee-')],
  ['a slug with a double hyphen', slug('retro--tee')],
  ['a slug with an underscore', slug('retro_tee')],
  ['an empty slug', slug('')],
  // timestamps
  ['a client-supplied created_at', { created_at: PAST }],
  ['a client-supplied updated_at', { updated_at: PAST }],
  // targeting
  ['nationwide with a location', { target_location: 'Austin, TX' }],
  ['local without a location', { target_scope: 'local', target_location: null }],
  ['local with an empty location', { target_scope: 'local', target_location: '' }],
  ['local with a blank location', { target_scope: 'local', target_location: '   ' }],
];

describe('swag_listings: admin create validation', () => {
  it.each(VALID_CREATES)('accepts %s', async (_name, changes) => {
    await assertSucceeds(createAs('admin', withFields(newListing(), changes)));
  });
  it.each(INVALID_CREATES)('rejects %s', async (_name, changes) => {
    await assertFails(createAs('admin', withFields(newListing(), changes)));
  });
});

describe('swag_listings: admin update validation', () => {
  async function updateAs(role: Role, changes: DocumentData, claims?: Record<string, unknown>) {
    const path = `swag_listings/${uniqueId('listing')}`;
    await seedDoc(path, storedListing());
    return updateDoc(doc(await dbAs(role, claims), path), changes);
  }
  const now = () => ({ updated_at: serverTimestamp() });

  it('accepts an edit that stamps updated_at', async () => {
    await assertSucceeds(updateAs('admin', { title: 'Retro Tee (restocked)', ...now() }));
  });
  it('accepts switching to local targeting with a location', async () => {
    await assertSucceeds(
      updateAs('admin', { target_scope: 'local', target_location: 'Denver, CO', ...now() }),
    );
  });
  it('accepts a new slug (the table does not freeze it)', async () => {
    await assertSucceeds(updateAs('admin', { slug: `retro-tee-${RUN_ID}-2`, ...now() }));
  });
  it('rejects changing created_at to the server time', async () => {
    await assertFails(updateAs('admin', { created_at: serverTimestamp(), ...now() }));
  });
  it('rejects changing created_at to a client time', async () => {
    const earlier = { created_at: new Date('2024-01-01T00:00:00Z'), ...now() };
    await assertFails(updateAs('admin', earlier));
  });
  it('rejects removing created_at', async () => {
    await assertFails(updateAs('admin', { created_at: deleteField(), ...now() }));
  });
  it('rejects an edit without a new updated_at', async () => {
    await assertFails(updateAs('admin', { title: 'Retro Tee (restocked)' }));
  });
  it('rejects a client-supplied updated_at', async () => {
    await assertFails(updateAs('admin', { title: 'Retro Tee', updated_at: new Date() }));
  });
  it('rejects adding an unknown key', async () => {
    await assertFails(updateAs('admin', { clicks: 10, ...now() }));
  });
  it('rejects an over-long title', async () => {
    await assertFails(updateAs('admin', { title: TOO_LONG.title, ...now() }));
  });
  it('accepts a moderator setting or clearing the end and the expiry mark', async () => {
    const end = new Date('2030-01-01T00:00:00Z');
    await assertSucceeds(updateAs('admin', { expires_at: end, expired: false, ...now() }));
    await assertSucceeds(updateAs('admin', { expires_at: null, ...now() }));
  });
  it("rejects an edit of the listing's brand account or plan featuring", async () => {
    await assertFails(updateAs('admin', { owner_uid: 'someone-else', ...now() }));
    await assertFails(updateAs('admin', { plan_featured: true, ...now() }));
  });
  it('rejects a javascript: claim URL', async () => {
    await assertFails(updateAs('admin', { external_claim_url: 'javascript:alert(1)', ...now() }));
  });
  it('rejects is_featured as a string', async () => {
    await assertFails(updateAs('admin', { is_featured: 'true', ...now() }));
  });
  it('rejects local targeting without a location', async () => {
    await assertFails(updateAs('admin', { target_scope: 'local', ...now() }));
  });
  it('rejects a brand featuring a listing', async () => {
    await assertFails(updateAs('brand', { is_featured: true, ...now() }));
  });
});

describe('swag_listings: forged admin', () => {
  it('rejects a brand whose token has admin: "true" (a string)', async () => {
    await assertFails(createAs('brand', newListing(), { admin: 'true' }));
  });
  it('rejects a brand whose token has admin: 1', async () => {
    await assertFails(createAs('brand', newListing(), { admin: 1 }));
  });
  it('rejects a brand whose token has role: "admin"', async () => {
    await assertFails(createAs('brand', newListing(), { role: 'admin' }));
  });
  it('rejects a brand that puts admin: true in the document', async () => {
    await assertFails(createAs('brand', withFields(newListing(), { admin: true })));
  });
  it('rejects a signed-in user whose admin claim is false', async () => {
    await assertFails(createAs('admin', newListing(), { admin: false }));
  });
});
