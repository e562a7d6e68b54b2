/** claims and listing_reports: admin reads only (writes go through functions). */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  updateDoc,
} from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { describeCollectionMatrix } from './firestore-matrix';
import { storedClaim, storedReport } from './fixtures';
import { useMatrix } from './matrix';
import { dbAs, seedDoc, uniqueId } from './support';

useMatrix('claims and listing_reports', 30);

describeCollectionMatrix({
  row: 'claims/{id}',
  collection: 'claims',
  existing: storedClaim,
  create: () => ({ ...storedClaim(), created_at: serverTimestamp() }),
  update: () => ({ email: 'someone-else@example.com' }),
  allowed: { admin: ['get', 'list'] },
});

describeCollectionMatrix({
  row: 'listing_reports/{id}',
  collection: 'listing_reports',
  existing: () => storedReport('pending'),
  create: () => ({ ...storedReport('pending'), created_at: serverTimestamp() }),
  update: () => ({ status: 'reviewed', updated_at: serverTimestamp() }),
  allowed: { admin: ['get', 'list'] },
  note:
    'a pending report; update = status pending -> reviewed with updated_at = server time: ' +
    'only through setReportStatus.',
});

async function seedReport(status: string) {
  const path = `listing_reports/${uniqueId('report')}`;
  await seedDoc(path, storedReport(status));
  return path;
}

// setReportStatus audits every move; a direct write from a moderator's browser would not.
describe('listing_reports: a verified admin cannot write from the browser', () => {
  it.each([
    ['pending', 'reviewed'],
    ['pending', 'resolved'],
    ['reviewed', 'resolved'],
  ])('rejects a direct move %s -> %s', async (from, to) => {
    const path = await seedReport(from);
    const move = { status: to, updated_at: serverTimestamp() };
    await assertFails(updateDoc(doc(await dbAs('admin'), path), move));
  });
  it('rejects a direct delete', async () => {
    await assertFails(deleteDoc(doc(await dbAs('admin'), await seedReport('resolved'))));
  });
});

// Admin power is the claim on a verified email: a look-alike account (someone signed up with
// an address they do not own and was granted the claim) reads nothing private.
describe('admin power needs a verified email', () => {
  const readClaims = async (claims: Record<string, unknown>) => {
    const path = `claims/${uniqueId('claim')}`;
    await seedDoc(path, storedClaim());
    return getDoc(doc(await dbAs('admin', claims), path));
  };
  it('a verified admin reads a claim', async () => {
    await assertSucceeds(readClaims({}));
  });
  it('refuses the admin claim on an unverified email', async () => {
    await assertFails(readClaims({ email_verified: false }));
  });
  it('refuses the admin claim without email_verified in the token', async () => {
    await assertFails(readClaims({ email_verified: undefined }));
  });
  it('refuses email_verified forged as a string', async () => {
    await assertFails(readClaims({ email_verified: 'true' }));
  });
  it('refuses an unverified admin listing the reports', async () => {
    const db = await dbAs('admin', { email_verified: false });
    await assertFails(getDocs(query(collection(db, 'listing_reports'), limit(5))));
  });
});
