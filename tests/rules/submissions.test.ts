/** submissions: admin reads all, a brand only its own; no browser writes (functions only). */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { describeCollectionMatrix } from './firestore-matrix';
import { storedSubmission } from './fixtures';
import { useMatrix } from './matrix';
import { BRAND_UID, dbAs, OTHER_BRAND_UID, seedDoc, uniqueId } from './support';

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
  allowed: { brand: ['get', 'list'], admin: ['get', 'list'] },
  note:
    "a pending submission of `brand-a`; list = query `where('user_id', '==', 'brand-a')`; " +
    'update = approve (status, reviewed_at = server time, listing_id): only through ' +
    'approveSubmission / rejectSubmission.',
});

async function seedSubmission(status: string, userId: string | null = BRAND_UID) {
  const path = `submissions/${uniqueId('submission')}`;
  await seedDoc(path, storedSubmission(status, userId));
  return path;
}

// Reviews go through approveSubmission / rejectSubmission, which audit them and create the
// listing under a reserved slug; a direct write from a moderator's browser would skip both.
describe('submissions: a verified admin cannot review from the browser', () => {
  it.each([
    ['approve and link a listing', { status: 'approved', listing_id: 'listing-42' }],
    ['approve', { status: 'approved' }],
    ['reject', { status: 'rejected' }],
  ])('rejects a direct %s', async (_name, changes) => {
    const path = await seedSubmission('pending');
    const review = { ...changes, reviewed_at: serverTimestamp() };
    await assertFails(updateDoc(doc(await dbAs('admin'), path), review));
  });
  it('rejects a direct delete', async () => {
    const path = await seedSubmission('rejected');
    await assertFails(deleteDoc(doc(await dbAs('admin'), path)));
  });
  it("rejects a brand setting its own submission's target_place", async () => {
    const path = await seedSubmission('pending');
    const moved = { target_place: { city: 'Austin', state: 'TX', country: 'US', lat: 0, lng: 0 } };
    await assertFails(updateDoc(doc(await dbAs('brand'), path), moved));
  });
  it('rejects a brand approving its own submission', async () => {
    const path = await seedSubmission('pending');
    const review = { status: 'approved', reviewed_at: serverTimestamp() };
    await assertFails(updateDoc(doc(await dbAs('brand'), path), review));
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
