/** submissions: admin reads all, a brand only its own; admin may only review a pending one. */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { describeCollectionMatrix } from './firestore-matrix';
import { storedSubmission } from './fixtures';
import { useMatrix } from './matrix';
import { BRAND_UID, dbAs, OTHER_BRAND_UID, PAST, seedDoc, uniqueId, type Role } from './support';

useMatrix('submissions', 20);

describeCollectionMatrix({
  row: 'submissions/{id}',
  collection: 'submissions',
  existing: () => storedSubmission('pending', BRAND_UID),
  create: () => ({
    ...storedSubmission('pending', BRAND_UID),
    payment_status: 'unpaid',
    created_at: serverTimestamp(),
  }),
  update: () => ({ status: 'approved', reviewed_at: serverTimestamp(), listing_id: 'listing-42' }),
  list: (db) => query(collection(db, 'submissions'), where('user_id', '==', BRAND_UID)),
  allowed: { brand: ['get', 'list'], admin: ['get', 'list', 'update'] },
  note:
    "a pending submission of `brand-a`; list = query `where('user_id', '==', 'brand-a')`; " +
    'update = approve (status, reviewed_at = server time, listing_id).',
});

async function seedSubmission(status: string, userId: string | null = BRAND_UID) {
  const path = `submissions/${uniqueId('submission')}`;
  await seedDoc(path, storedSubmission(status, userId));
  return path;
}

async function updateAs(role: Role, path: string, changes: DocumentData) {
  return updateDoc(doc(await dbAs(role), path), changes);
}

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const ALLOWED_TRANSITIONS = new Set(['pending->approved', 'pending->rejected']);

describe('submissions: status transitions by an admin', () => {
  const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s -> %s', async (from, to) => {
    const path = await seedSubmission(from);
    const attempt = updateAs('admin', path, { status: to, reviewed_at: serverTimestamp() });
    if (ALLOWED_TRANSITIONS.has(`${from}->${to}`)) await assertSucceeds(attempt);
    else await assertFails(attempt);
  });
});

describe('submissions: what a review may change', () => {
  const review = (changes: DocumentData = {}): DocumentData => ({
    status: 'approved',
    reviewed_at: serverTimestamp(),
    ...changes,
  });
  const attempt = async (changes: DocumentData) =>
    updateAs('admin', await seedSubmission('pending'), changes);

  it('accepts an approval that links the new listing', async () => {
    await assertSucceeds(attempt(review({ listing_id: 'listing-42' })));
  });
  it('accepts a rejection', async () => {
    await assertSucceeds(attempt(review({ status: 'rejected' })));
  });
  it('rejects a rejection that links a listing', async () => {
    await assertFails(attempt(review({ status: 'rejected', listing_id: 'listing-42' })));
  });
  it('rejects a listing_id that is not a string', async () => {
    await assertFails(attempt(review({ listing_id: 42 })));
  });
  it('rejects an empty listing_id', async () => {
    await assertFails(attempt(review({ listing_id: '' })));
  });
  it('rejects a review without reviewed_at', async () => {
    await assertFails(attempt({ status: 'approved' }));
  });
  it('rejects a client-supplied reviewed_at', async () => {
    await assertFails(attempt(review({ reviewed_at: PAST })));
  });
  it('rejects an unknown status', async () => {
    await assertFails(attempt(review({ status: 'published' })));
  });
  it('rejects linking a listing without a status change', async () => {
    await assertFails(attempt({ listing_id: 'listing-42', reviewed_at: serverTimestamp() }));
  });
  it.each([
    ['payment_status', { payment_status: 'unpaid' }],
    ['title', { title: 'Edited by admin' }],
    ['user_id', { user_id: OTHER_BRAND_UID }],
    ['created_at', { created_at: serverTimestamp() }],
    ['contact_email', { contact_email: 'someone@else.example.com' }],
    ['an extra key', { approved_by: 'admin-1' }],
  ])('rejects changing %s along with the status', async (_name, changes) => {
    await assertFails(attempt(review(changes)));
  });
  it('rejects a brand approving its own submission', async () => {
    const path = await seedSubmission('pending');
    await assertFails(updateAs('brand', path, review()));
  });
  it('rejects a brand with a forged admin: "yes" claim approving its submission', async () => {
    const path = await seedSubmission('pending');
    const db = await dbAs('brand', { admin: 'yes' });
    await assertFails(updateDoc(doc(db, path), review()));
  });
});

describe('submissions: a brand reads only its own', () => {
  it('brand-a reads its own submission', async () => {
    const path = await seedSubmission('approved');
    await assertSucceeds(getDoc(doc(await dbAs('brand'), path)));
  });
  it("brand-b cannot read brand-a's submission", async () => {
    const path = await seedSubmission('pending');
    await assertFails(getDoc(doc(await dbAs('other brand'), path)));
  });
  it("brand-b cannot read brand-a's submission even with a forged admin claim", async () => {
    const path = await seedSubmission('pending');
    await assertFails(getDoc(doc(await dbAs('other brand', { admin: 'true' }), path)));
  });
  it('a brand cannot read an anonymous submission (user_id null)', async () => {
    const path = await seedSubmission('pending', null);
    await assertFails(getDoc(doc(await dbAs('brand'), path)));
  });
  it('a brand cannot list submissions without the user_id filter', async () => {
    await assertFails(getDocs(collection(await dbAs('brand'), 'submissions')));
  });
  it('brand-b lists its own submissions', async () => {
    const db = await dbAs('other brand');
    await assertSucceeds(
      getDocs(query(collection(db, 'submissions'), where('user_id', '==', OTHER_BRAND_UID))),
    );
  });
  it("brand-b cannot list brand-a's submissions", async () => {
    const db = await dbAs('other brand');
    await assertFails(
      getDocs(query(collection(db, 'submissions'), where('user_id', '==', BRAND_UID))),
    );
  });
  it('a visitor cannot list anonymous submissions (user_id == null)', async () => {
    const db = await dbAs('visitor');
    await assertFails(getDocs(query(collection(db, 'submissions'), where('user_id', '==', null))));
  });
});
