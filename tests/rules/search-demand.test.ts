/**
 * Search demand: the counts and their per-visitor marks are server bookkeeping; the summaries
 * are the moderators' (a brand gets its places' lists only through the brandSearchDemand
 * function). No browser writes any of them.
 */
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { describeCollectionMatrix } from './firestore-matrix';
import { useMatrix } from './matrix';
import { dbAs, PAST, seedDoc } from './support';

useMatrix('search demand', 47);

const row = (count: number) => ({ words: 'zzqx hoodie', place: 'Austin, TX', count });

describeCollectionMatrix({
  row: 'search_demand/{day}_{keyHash}_{shard}',
  collection: 'search_demand',
  existing: () => ({ ...row(12), day: '2026-12-02', shard: 3, expires_at: PAST }),
  create: () => ({ ...row(1_000_000), day: '2026-12-02', shard: 0 }),
  update: () => ({ count: 1_000_000 }),
  allowed: {},
  note: 'counted by the recordSearchDemand function only.',
});

describeCollectionMatrix({
  row: 'search_demand_seen/{hash}',
  collection: 'search_demand_seen',
  existing: () => ({ expires_at: PAST }),
  create: () => ({ expires_at: serverTimestamp() }),
  update: () => ({ expires_at: serverTimestamp() }),
  allowed: {},
});

const summary = () => ({
  rows: [row(12)],
  since_day: '2026-11-26',
  until_day: '2026-12-02',
  rolled_at: PAST,
  truncated: false,
});

describeCollectionMatrix({
  row: 'search_demand_summary/top',
  collection: 'search_demand_summary',
  fixedId: 'top',
  existing: summary,
  create: summary,
  update: () => ({ rows: [] }),
  allowed: { admin: ['get', 'list'] },
  note: 'written by the rollUpSearchDemand schedule only; brands read their places through brandSearchDemand.',
});

describeCollectionMatrix({
  row: 'search_demand_summary/top/places/{placeKey}',
  collection: 'search_demand_summary/top/places',
  existing: () => ({ ...summary(), place: 'Austin, TX' }),
  create: () => ({ ...summary(), place: 'Austin, TX' }),
  update: () => ({ rows: [] }),
  allowed: { admin: ['get', 'list'] },
});

describe('search demand summaries need admin power', () => {
  const readTop = async (claims: Record<string, unknown>) => {
    await seedDoc('search_demand_summary/top', summary());
    return getDoc(doc(await dbAs('admin', claims), 'search_demand_summary/top'));
  };
  it('a verified admin reads the summary', async () => {
    await assertSucceeds(readTop({}));
  });
  it('refuses the admin claim on an unverified email', async () => {
    await assertFails(readTop({ email_verified: false }));
  });
  it('refuses a brand forging an admin claim as a string', async () => {
    await assertFails(readTop({ admin: 'true' }));
  });
  it('refuses an admin writing the summary', async () => {
    await assertFails(setDoc(doc(await dbAs('admin'), 'search_demand_summary/top'), summary()));
  });
});
