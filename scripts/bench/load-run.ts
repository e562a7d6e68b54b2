/**
 * Runs inside `firebase emulators:exec` (see load.ts): fires 1,000 concurrent claims (spread
 * over listings, emails and visitor IPs, with exact duplicates) and 200 concurrent reports at
 * the functions emulator, then counts what Firestore stored; then the stock scenarios.
 */
import { adminDb, callCallable, seedListing } from '../../tests/support/emulator';
import { runStockScenarios } from './stock-load';

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
console.log(
  `firing ${claims.length} concurrent claims (${distinct.length} distinct, 100 exact repeats)`,
);
let failures = await fire('claims', claims);

// 200 distinct reports (each its own message), every reporter and IP different.
const reportMessages = Array.from({ length: 200 }, (_, i) => `load ${runId} ${i}`);
const reports = reportMessages.map(
  (message, i) => () =>
    callCallable(
      'submitReport',
      {
        listing_id: listingIds[i % listingIds.length],
        reason: 'out_of_stock',
        message,
        reporter_email: `reporter${i}-${runId}@load.test`,
      },
      { ip: `10.200.${Math.floor(i / 200)}.${i % 200}` },
    ),
);
failures += await fire('reports', reports);

// Counting: read back every claim and report on the bench's listings and check them one by one,
// so a lost write and a duplicate cannot hide each other in a total.
const db = adminDb();
async function storedOn(collection: string, fields: string[]) {
  const docs = [];
  for (let i = 0; i < listingIds.length; i += 10) {
    const snap = await db
      .collection(collection)
      .where('listing_id', 'in', listingIds.slice(i, i + 10))
      .select(...fields)
      .get();
    docs.push(...snap.docs.map((d) => d.data()));
  }
  return docs;
}
/** How many stored records each key has, and the keys sent but never stored. */
function tally(sent: string[], stored: string[]) {
  const counts = new Map<string, number>();
  for (const key of stored) counts.set(key, (counts.get(key) ?? 0) + 1);
  const duplicated = [...counts.values()].filter((n) => n > 1).length;
  const lost = [...new Set(sent)].filter((key) => !counts.has(key)).length;
  const unexpected = [...counts.keys()].filter((key) => !sent.includes(key)).length;
  return { distinct: new Set(sent).size, records: stored.length, duplicated, lost, unexpected };
}
function verdict(label: string, t: ReturnType<typeof tally>): boolean {
  const ok = t.records === t.distinct && t.duplicated === 0 && t.lost === 0 && t.unexpected === 0;
  console.log(
    `${label} stored: ${t.records} records for ${t.distinct} distinct sent; duplicated ${t.duplicated}, ` +
      `lost ${t.lost}, unexpected ${t.unexpected} → ${ok ? 'OK, each stored exactly once' : 'MISMATCH'}`,
  );
  return ok;
}

const claimKey = (c: { listing_id?: unknown; email?: unknown }) =>
  `${String(c.listing_id)}|${String(c.email)}`;
const claimsOk = verdict(
  'claims',
  tally(distinct.map(claimKey), (await storedOn('claims', ['listing_id', 'email'])).map(claimKey)),
);
const reportsOk = verdict(
  'reports',
  tally(
    reportMessages,
    (await storedOn('listing_reports', ['message'])).map((r) => String(r.message)),
  ),
);
// Scarce swag: hot drops beside unlimited listings (stock-load.ts).
const stockOk = await runStockScenarios();
process.exit(failures === 0 && claimsOk && reportsOk && stockOk ? 0 : 1);
