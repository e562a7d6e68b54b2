/**
 * Runs inside `firebase emulators:exec` (see load.ts): fires 1,000 concurrent claims (spread
 * over listings, emails and visitor IPs, with exact duplicates) and 200 concurrent reports at
 * the functions emulator, then counts what Firestore stored.
 */
import { adminDb, callCallable, seedListing } from '../../tests/support/emulator';

interface Timed {
  ok: boolean;
  ms: number;
  error?: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function fire(
  label: string,
  calls: Array<() => Promise<{ status: number; error?: { message: string } }>>,
) {
  const started = performance.now();
  const results: Timed[] = await Promise.all(
    calls.map(async (call) => {
      const t0 = performance.now();
      const res = await call().catch((e: Error) => ({ status: 0, error: { message: e.message } }));
      return { ok: res.status === 200, ms: performance.now() - t0, error: res.error?.message };
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const failed = results.filter((r) => !r.ok);
  console.log(
    `${label}: ${calls.length} requests in ${wall.toFixed(1)} s → ${(calls.length / wall).toFixed(1)} req/s; ` +
      `latency p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(0)} ms; failed ${failed.length}`,
  );
  if (failed.length)
    console.log(
      `  first failures: ${[...new Set(failed.map((f) => f.error))].slice(0, 3).join(' | ')}`,
    );
  return failed.length;
}

const runId = Date.now().toString(36);
const listingIds = await Promise.all(
  Array.from({ length: 20 }, (_, i) => seedListing({ title: `Load Test Item ${runId} ${i}` })),
);

// 900 distinct (listing, email) pairs from 300 emails × 3 listings each, plus 100 exact repeats.
const distinct = Array.from({ length: 900 }, (_, i) => ({
  email: `visitor${Math.floor(i / 3)}-${runId}@load.test`,
  listing_id: listingIds[(i * 7) % listingIds.length] as string,
  ip: `10.${Math.floor(i / 250)}.${i % 250}.1`,
}));
const claims = [...distinct, ...distinct.slice(0, 100)].map(
  (c) => () =>
    callCallable(
      'submitClaim',
      { first_name: 'Load', email: c.email, listing_id: c.listing_id, agreed_to_terms: true },
      { ip: c.ip },
    ),
);
let failures = await fire('claims', claims);

const reports = Array.from(
  { length: 200 },
  (_, i) => () =>
    callCallable(
      'submitReport',
      {
        listing_id: listingIds[i % listingIds.length],
        reason: 'out_of_stock',
        message: `load ${runId} ${i}`,
        reporter_email: `reporter${i}-${runId}@load.test`,
      },
      { ip: `10.200.${Math.floor(i / 200)}.${i % 200}` },
    ),
);
failures += await fire('reports', reports);

const db = adminDb();
const storedClaims = await db
  .collection('claims')
  .where('listing_id', 'in', listingIds.slice(0, 10))
  .count()
  .get();
const storedClaims2 = await db
  .collection('claims')
  .where('listing_id', 'in', listingIds.slice(10))
  .count()
  .get();
const claimDocs = storedClaims.data().count + storedClaims2.data().count;
const pairs = new Set(distinct.map((c) => `${c.listing_id}|${c.email}`)).size;
const storedReports =
  (
    await db
      .collection('listing_reports')
      .where('listing_id', 'in', listingIds.slice(0, 10))
      .count()
      .get()
  ).data().count +
  (
    await db
      .collection('listing_reports')
      .where('listing_id', 'in', listingIds.slice(10))
      .count()
      .get()
  ).data().count;

console.log(
  `claims stored: ${claimDocs} (distinct pairs sent: ${pairs}; duplicates sent: 100) → ${claimDocs === pairs ? 'OK, each stored exactly once' : 'MISMATCH'}`,
);
console.log(
  `reports stored: ${storedReports} of 200 → ${storedReports === 200 ? 'OK, none lost' : 'MISMATCH'}`,
);
process.exit(failures === 0 && claimDocs === pairs && storedReports === 200 ? 0 : 1);
