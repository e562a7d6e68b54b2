/**
 * The stock scenarios of `npm run bench:load` (run by load-run.ts inside the emulators): a hot
 * drop claimed by many more visitors than it has units, beside an unlimited listing claimed by
 * as many. Each visitor has its own email and IP (so throttles never answer). Checks exact
 * counts (stored claims = quantity, the rest claimed-out, no server errors) and how often the
 * directory catalogue was rebuilt while claims ran (only the all-claimed change may rebuild it).
 */
import {
  LISTING_STOCK_COLLECTION,
  STOCK_COPY,
  STOCK_SHARDS,
  splitStock,
  stockShardCount,
} from '@swagdrop/model';
import { adminDb, callCallable, directoryMetaDoc, seedListing } from '../../tests/support/emulator';
import { BUDGETS } from './budgets';

interface Outcome {
  status: 'stored' | 'claimed-out' | 'error';
  ms: number;
  error?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A listing as approval leaves it: the quantity on the listing, the stock in its shards. */
async function stockedListing(title: string, quantity: number | null): Promise<string> {
  const id = await seedListing({ title });
  if (quantity === null) return id;
  const db = adminDb();
  await db.collection('swag_listings').doc(id).update({ quantity, all_claimed: false });
  const root = db.collection(LISTING_STOCK_COLLECTION).doc(id);
  const count = stockShardCount(quantity);
  const batch = db.batch();
  batch.set(root, { quantity, shard_count: count, mail_round: 1 });
  splitStock(quantity, count).forEach((left, i) =>
    batch.set(root.collection(STOCK_SHARDS).doc(String(i)), { left }),
  );
  await batch.commit();
  return id;
}

/** Counts directory versions and writes of the listing while a scenario runs. */
function watch(listingId: string) {
  let versions = -1;
  let listingWrites = -1;
  const stopMeta = directoryMetaDoc().onSnapshot(() => (versions += 1));
  const stopListing = adminDb()
    .collection('swag_listings')
    .doc(listingId)
    .onSnapshot(() => (listingWrites += 1));
  return async () => {
    // The directory trigger runs after the write that causes it, but the emulator delivers
    // triggers one after another, behind every claim's confirmation-mail trigger: it is given
    // 20 s to show up. Every listing write bumps the directory version exactly once
    // (meta-trigger.ts), so the listing's writes are the rebuilds the run caused.
    const deadline = Date.now() + 20_000;
    while (versions < listingWrites && Date.now() < deadline) await sleep(500);
    await sleep(3000);
    stopMeta();
    stopListing();
    return { versions, listingWrites };
  };
}

async function scenario(label: string, quantity: number | null, visitors: number, run: string) {
  const id = await stockedListing(`Stock Bench ${label} ${run}`, quantity);
  await sleep(3000); // the seed's own directory rebuild settles before counting starts
  const stop = watch(id);
  await sleep(500);
  const started = performance.now();
  const outcomes: Outcome[] = await Promise.all(
    Array.from({ length: visitors }, async (_, i): Promise<Outcome> => {
      const t0 = performance.now();
      const res = await callCallable(
        'submitClaim',
        {
          first_name: 'Drop',
          email: `drop${i}-${label}-${run}@bench.test`,
          listing_id: id,
          agreed_to_terms: true,
        },
        { ip: `10.${100 + (i % 100)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}` },
      ).catch((e: Error) => ({ status: 0, error: { status: 'NETWORK', message: e.message } }));
      const ms = performance.now() - t0;
      if (res.status === 200) return { status: 'stored', ms };
      if (res.error?.message === STOCK_COPY.claimedOut) return { status: 'claimed-out', ms };
      return { status: 'error', ms, error: `${res.status} ${res.error?.message ?? ''}` };
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const rebuilds = await stop();
  const stored = (
    await adminDb().collection('claims').where('listing_id', '==', id).count().get()
  ).data().count;
  const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const count = (s: Outcome['status']) => outcomes.filter((o) => o.status === s).length;
  const result = {
    label,
    quantity,
    visitors,
    stored,
    answeredStored: count('stored'),
    claimedOut: count('claimed-out'),
    errors: count('error'),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    rebuilds: rebuilds.versions,
    listingWrites: rebuilds.listingWrites,
  };
  const expectedStored = quantity ?? visitors;
  const expectedRebuilds = quantity !== null && quantity < visitors ? 1 : 0;
  const ok =
    stored === expectedStored &&
    result.answeredStored === expectedStored &&
    result.claimedOut === visitors - expectedStored &&
    result.errors === 0 &&
    result.rebuilds <= expectedRebuilds &&
    result.listingWrites === expectedRebuilds;
  console.log(
    `stock ${label}: ${visitors} concurrent claims on ${quantity ?? 'no limit'} in ${wall.toFixed(1)} s → ` +
      `stored ${stored} (answered ${result.answeredStored}), claimed-out ${result.claimedOut}, ` +
      `server errors ${result.errors}; latency p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms; ` +
      `listing writes (= catalogue rebuilds caused) ${result.listingWrites}, directory versions seen ` +
      `by the end ${result.rebuilds} → ${ok ? 'OK' : 'MISMATCH'}`,
  );
  const firstError = outcomes.find((o) => o.error)?.error;
  if (firstError) console.log(`  first error: ${firstError}`);
  return { ok, p95: result.p95 };
}

function withinBudget(label: string, limited: number, unlimited: number): boolean {
  const ratio = limited / unlimited;
  const ok = ratio <= BUDGETS.stockClaimP95VsUnlimitedMax;
  console.log(
    `stock ${label}: p95 ${ratio.toFixed(2)}× the unlimited listing's ` +
      `(budget ${BUDGETS.stockClaimP95VsUnlimitedMax}×) → ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  return ok;
}

/** Runs every stock scenario; true when all hold. */
export async function runStockScenarios(): Promise<boolean> {
  const run = Date.now().toString(36);
  const free500 = await scenario('unlimited-500', null, 500, run);
  const drop100 = await scenario('q100-500', 100, 500, run);
  const free2000 = await scenario('unlimited-2000', null, 2000, run);
  const drop1000 = await scenario('q1000-2000', 1000, 2000, run);
  const budgets = [
    withinBudget('q100-500', drop100.p95, free500.p95),
    withinBudget('q1000-2000', drop1000.p95, free2000.p95),
  ];
  return [free500, drop100, free2000, drop1000].every((r) => r.ok) && budgets.every(Boolean);
}
