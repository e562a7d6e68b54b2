/** claims (admin reads only) and listing_reports (admin reads and moves status only). */
import { doc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { describeCollectionMatrix } from './firestore-matrix';
import { storedClaim, storedReport } from './fixtures';
import { useMatrix } from './matrix';
import { BRAND_UID, dbAs, PAST, seedDoc, uniqueId, type Role } from './support';

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
  allowed: { admin: ['get', 'list', 'update'] },
  note: 'a pending report; update = status pending -> reviewed with updated_at = server time.',
});

async function seedReport(status: string, changes: DocumentData = {}) {
  const path = `listing_reports/${uniqueId('report')}`;
  await seedDoc(path, { ...storedReport(status), ...changes });
  return path;
}

async function updateAs(
  role: Role,
  path: string,
  changes: DocumentData,
  claims?: Record<string, unknown>,
) {
  return updateDoc(doc(await dbAs(role, claims), path), changes);
}

const STATUSES = ['pending', 'reviewed', 'resolved'] as const;
/** Mirrors shared-ui REPORT_TRANSITIONS. */
const ALLOWED = new Set(['pending->reviewed', 'pending->resolved', 'reviewed->resolved']);

describe('listing_reports: all 9 status transitions by an admin', () => {
  const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('%s -> %s', async (from, to) => {
    const path = await seedReport(from);
    const attempt = updateAs('admin', path, { status: to, updated_at: serverTimestamp() });
    if (ALLOWED.has(`${from}->${to}`)) await assertSucceeds(attempt);
    else await assertFails(attempt);
  });
});

describe('listing_reports: only the status changes', () => {
  const move = (changes: DocumentData = {}): DocumentData => ({
    status: 'resolved',
    updated_at: serverTimestamp(),
    ...changes,
  });

  it('accepts a status change on a report that already has updated_at', async () => {
    const path = await seedReport('reviewed', { updated_at: PAST });
    await assertSucceeds(updateAs('admin', path, move()));
  });
  it('rejects a status change without updated_at', async () => {
    await assertFails(updateAs('admin', await seedReport('pending'), { status: 'reviewed' }));
  });
  it('rejects a client-supplied updated_at', async () => {
    await assertFails(updateAs('admin', await seedReport('pending'), move({ updated_at: PAST })));
  });
  it('rejects an unknown status', async () => {
    await assertFails(updateAs('admin', await seedReport('pending'), move({ status: 'closed' })));
  });
  it.each([
    ['reporter_email', { reporter_email: 'other@example.com' }],
    ['reporter_email to null', { reporter_email: null }],
    ['reporter_user_id', { reporter_user_id: BRAND_UID }],
    ['listing_id', { listing_id: 'listing-999' }],
    ['reason', { reason: 'other' }],
    ['message', { message: 'Edited' }],
    ['created_at', { created_at: serverTimestamp() }],
    ['slug', { slug: 'another-listing' }],
    ['an extra key', { resolved_by: 'admin-1' }],
  ])('rejects changing %s along with the status', async (_name, changes) => {
    await assertFails(updateAs('admin', await seedReport('pending'), move(changes)));
  });
  it('rejects a brand resolving a report', async () => {
    await assertFails(updateAs('brand', await seedReport('pending'), move()));
  });
  it('rejects a brand with a forged admin: "true" claim', async () => {
    const path = await seedReport('pending');
    await assertFails(updateAs('brand', path, move(), { admin: 'true' }));
  });
});
