/**
 * Server-written collections: waitlist, subscriptions, customers, payments, audit_log,
 * stripe_events, checkout_sessions, mail_state, throttles, claim_caps, directory, directory_changes,
 * and paths no rule matches.
 */
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { describeCollectionMatrix } from './firestore-matrix';
import { useMatrix } from './matrix';
import { BRAND_UID, dbAs, OTHER_BRAND_UID, PAST, removeDoc, seedDoc, uniqueId } from './support';

useMatrix('server-written collections', 40);

describeCollectionMatrix({
  row: 'waitlist/{emailKey}',
  collection: 'waitlist',
  existing: () => ({
    email: 'dana@example.com',
    status: 'confirmed',
    unsubscribe_token: 'u'.repeat(43),
    created_at: PAST,
    confirmed_at: PAST,
  }),
  create: () => ({
    email: 'newcomer@example.com',
    status: 'confirmed',
    confirm_token: 'c'.repeat(43),
    unsubscribe_token: 'u'.repeat(43),
    created_at: serverTimestamp(),
  }),
  update: () => ({ status: 'confirmed' }),
  allowed: {},
});

describeCollectionMatrix({
  row: 'slug_redirects/{oldSlug}',
  collection: 'slug_redirects',
  existing: () => ({ slug: 'old-conference-tee', listing_id: 'listing-42' }),
  create: () => ({ slug: 'hijacked-slug', listing_id: 'listing-evil' }),
  update: () => ({ listing_id: 'listing-evil' }),
  allowed: {
    visitor: ['get'],
    brand: ['get'],
    'other brand': ['get'],
    admin: ['get'],
  },
  note: 'written by the saveListing function only; public get like the listing it leads to.',
});

const subscription = () => ({
  subscription_status: 'active',
  price_id: 'price_listing_90d',
  current_period_end: 1767225600,
  cancel_at_period_end: false,
  subscription_id: 'sub_1Pq2r3',
  updated_at: PAST,
});

describeCollectionMatrix({
  row: 'subscriptions/{uid}',
  collection: 'subscriptions',
  fixedId: BRAND_UID,
  existing: subscription,
  create: subscription,
  update: () => ({ subscription_status: 'active', current_period_end: 1893456000 }),
  allowed: { brand: ['get'], admin: ['get', 'list'] },
  note: 'the document of `brand-a` (`subscriptions/brand-a`); list = the whole collection.',
});

describeCollectionMatrix({
  row: 'customers/{uid}',
  collection: 'customers',
  fixedId: BRAND_UID,
  existing: () => ({ stripe_customer_id: 'cus_Q1w2e3', email: 'brand-a@example.com' }),
  create: () => ({ stripe_customer_id: 'cus_forged', email: 'brand-a@example.com' }),
  update: () => ({ stripe_customer_id: 'cus_forged' }),
  allowed: { brand: ['get'] },
  note: 'the document of `brand-a`; the table lets only the owner read it (not admin).',
});

describeCollectionMatrix({
  row: 'payments/{id}',
  collection: 'payments',
  existing: () => ({
    amount_cents: 5000,
    currency: 'usd',
    kind: 'listing_fee',
    user_id: BRAND_UID,
    submission_id: 'sub-42',
    created_at: PAST,
  }),
  create: () => ({
    amount_cents: 1,
    currency: 'usd',
    kind: 'listing_fee',
    user_id: BRAND_UID,
    submission_id: 'sub-42',
    created_at: serverTimestamp(),
  }),
  update: () => ({ amount_cents: 0 }),
  allowed: { admin: ['get', 'list'] },
});

describeCollectionMatrix({
  row: 'audit_log/{id}',
  collection: 'audit_log',
  existing: () => ({
    actor_uid: 'admin-1',
    actor_email: 'admin@swagdrop.app',
    action: 'listing.update',
    target: 'swag_listings/abc',
    before: { is_featured: false },
    after: { is_featured: true },
    created_at: PAST,
  }),
  create: () => ({
    actor_uid: 'admin-1',
    actor_email: 'admin@swagdrop.app',
    action: 'listing.delete',
    target: 'swag_listings/abc',
    before: null,
    after: null,
    created_at: serverTimestamp(),
  }),
  update: () => ({ action: 'nothing.happened' }),
  allowed: { admin: ['get', 'list'] },
});

describeCollectionMatrix({
  row: 'stripe_events/{eventId}',
  collection: 'stripe_events',
  existing: () => ({ type: 'checkout.session.completed', processed_at: PAST }),
  create: () => ({ type: 'invoice.paid', processed_at: serverTimestamp() }),
  update: () => ({ processed_at: serverTimestamp() }),
  allowed: {},
});

describeCollectionMatrix({
  row: 'checkout_sessions/{sessionId}',
  collection: 'checkout_sessions',
  existing: () => ({
    submission_id: 'sub-1',
    kind: 'listing_fee',
    amount_cents: 5000,
    currency: 'usd',
    created_at: PAST,
  }),
  create: () => ({
    submission_id: 'sub-2',
    kind: 'listing_fee',
    amount_cents: 5000,
    currency: 'usd',
    created_at: serverTimestamp(),
  }),
  update: () => ({ submission_id: 'someone-elses-submission' }),
  allowed: {},
});

describeCollectionMatrix({
  row: 'mail_state/weekly_digest',
  collection: 'mail_state',
  fixedId: 'weekly_digest',
  existing: () => ({ last_run_at: PAST }),
  create: () => ({ last_run_at: serverTimestamp() }),
  update: () => ({ last_run_at: serverTimestamp() }),
  allowed: {},
});

describeCollectionMatrix({
  row: 'throttles/{key}',
  collection: 'throttles',
  existing: () => ({ count: 3, window_start: PAST }),
  create: () => ({ count: 0, window_start: serverTimestamp() }),
  update: () => ({ count: 0 }),
  allowed: {},
});

describeCollectionMatrix({
  row: 'directory_changes/{eventId}',
  collection: 'directory_changes',
  existing: () => ({ listing_id: 'abc', version: PAST, deleted: false, expires_at: PAST }),
  create: () => ({ listing_id: 'abc', version: serverTimestamp(), deleted: true }),
  update: () => ({ deleted: false }),
  allowed: {},
});

describeCollectionMatrix({
  row: 'claim_caps/{mailboxKey}',
  collection: 'claim_caps',
  existing: () => ({ claimed_at: [PAST], expires_at: PAST }),
  create: () => ({ claimed_at: [] }),
  update: () => ({ claimed_at: [] }),
  allowed: {},
});

const ALL_READ = ['get', 'list'] as const;
describeCollectionMatrix({
  row: 'directory/{doc}',
  collection: 'directory',
  existing: () => ({ listing_count: 42, categories: { shirts: 12, tech: 30 }, updated_at: PAST }),
  create: () => ({ listing_count: 0, updated_at: serverTimestamp() }),
  update: () => ({ listing_count: 9999 }),
  allowed: { visitor: ALL_READ, brand: ALL_READ, 'other brand': ALL_READ, admin: ALL_READ },
});

describeCollectionMatrix({
  row: '(no rule) users/{id}',
  collection: 'users',
  existing: () => ({ email: 'brand-a@example.com', admin: true }),
  create: () => ({ email: 'brand-a@example.com', admin: true }),
  update: () => ({ admin: true }),
  allowed: {},
  note: 'a collection the table does not list: denied to everyone by default.',
});

describeCollectionMatrix({
  row: '(no rule) swag_listings/{id}/stats/{doc}',
  collection: `swag_listings/${uniqueId('parent')}/stats`,
  existing: () => ({ views: 10 }),
  create: () => ({ views: 0 }),
  update: () => ({ views: 1000 }),
  allowed: {},
  note: 'a subcollection under a public collection is not covered by its parent rule.',
});

describe('owner-keyed documents', () => {
  it('brand-b reads its own subscription', async () => {
    await seedDoc(`subscriptions/${OTHER_BRAND_UID}`, subscription());
    await assertSucceeds(
      getDoc(doc(await dbAs('other brand'), `subscriptions/${OTHER_BRAND_UID}`)),
    );
  });
  it('an owner cannot create its own subscription as active', async () => {
    const path = `subscriptions/${OTHER_BRAND_UID}`;
    await removeDoc(path);
    await assertFails(setDoc(doc(await dbAs('other brand'), path), subscription()));
  });
  it('a forged admin claim does not open customers of another user', async () => {
    await seedDoc(`customers/${BRAND_UID}`, { stripe_customer_id: 'cus_Q1w2e3', email: 'a@x.io' });
    const db = await dbAs('other brand', { admin: 'true' });
    await assertFails(getDoc(doc(db, `customers/${BRAND_UID}`)));
  });
});
