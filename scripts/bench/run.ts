/**
 * Runs inside `firebase emulators:exec` (started by index.ts, `npm run bench`): seeds, measures
 * every line of README (Benchmarks), prints one table, writes it as JSON to bench-results/ and exits 1
 * when any budget is missed (or a measurement could not be taken).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { adminDb, seedListing } from '../../tests/support/emulator';
import { PROJECT_ID } from '../lib/local-env';
import { seedAll } from '../seed/index';
import { BUDGETS, DEFAULT_SCALE } from './budgets';
import { firstRouteFloor } from './first-route-floor';
import { launchChromium } from './lib/browser';
import { BenchReport } from './lib/report';
import { firstRouteSizes, lighthousePages } from './page-sections';
import { searchSection } from './directory-search';
import { claimSubmission, claimsLog, directory } from './scale-sections';

const listingSizes = (process.env.BENCH_LISTINGS ?? DEFAULT_SCALE.listings.join(','))
  .split(',')
  .map(Number);
const claimCount = Number(process.env.BENCH_CLAIMS ?? DEFAULT_SCALE.claims);
/** `--only=directory,claims log`: run just these sections (a partial table, for iterating). */
const only = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',') : null;
const started = Date.now();
const log = (line: string) =>
  console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${line}`);
const report = new BenchReport();
const loadAtStart = loadavg()[0] ?? NaN;
const browser = await launchChromium();

/** Runs one section; an exception becomes a FAIL line instead of ending the bench. */
async function section(name: string, body: () => Promise<void>): Promise<void> {
  if (only && !only.includes(name)) return;
  log(`${name}…`);
  try {
    await body();
  } catch (error) {
    console.error(error);
    report.failed(name, 'section did not complete', error);
  }
}

await section('seed', async () => {
  const summary = await seedAll((line) => log(`[seed] ${line}`));
  report.info(
    'seed',
    'realistic catalog (npm run seed)',
    `${summary.counts.swag_listings} listings`,
  );
  // Pages are measured as a visitor sees them: with the image pipeline's variants in place.
  report.info(
    'seed',
    'uploaded images with their variants',
    `${summary.counts.images_with_variants} / ${summary.counts.images}`,
  );
});
// The pages need listings even if the realistic seed broke (its FAIL line is in the table).
const listings = adminDb().collection('swag_listings');
if ((await listings.count().get()).data().count === 0) {
  log('no listings after the seed: writing 24 plain ones so the pages have content');
  for (let i = 0; i < 24; i += 1) await seedListing({ title: `Bench Fallback Tee ${i}` });
}
const detail = await listings.orderBy('created_at', 'desc').limit(1).get();
const slug = String(detail.docs[0]?.get('slug'));

await section('first-route size', () => firstRouteSizes(report, browser, slug));
await section('first-route floor', () => firstRouteFloor(report));
await section('lighthouse', () => lighthousePages(report, slug, log));
await section('claim submission', () => claimSubmission(report));
// Claims before the directory: seeding 10,000 listings queues as many listing triggers, which
// the Functions emulator is still running minutes later and would slow the claims timings.
await section('claims log', () => claimsLog(report, browser, claimCount, log));
await section('directory', () => directory(report, browser, listingSizes));
await section('search', () => searchSection(report));

await browser.close();
// Timings are only comparable on a quiet machine: say how busy this one was.
const load = `${loadAtStart.toFixed(1)} / ${(loadavg()[0] ?? NaN).toFixed(1)}`;
report.info('machine', 'load average (1 min) at start / end', load);
const wallSeconds = (Date.now() - started) / 1000;
console.log(`\nSwagDrop bench — project ${PROJECT_ID}, measured in ${wallSeconds.toFixed(0)} s`);
console.log(report.render());
mkdirSync('bench-results', { recursive: true });
const json = JSON.stringify(
  {
    at: new Date().toISOString(),
    project: PROJECT_ID,
    scale: { listings: listingSizes, claims: claimCount },
    wallSeconds,
    budgets: BUDGETS,
    rows: report.rows,
  },
  null,
  2,
);
const file = `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, json);
writeFileSync('bench-results/latest.json', json);
console.log(
  `\n${report.failures === 0 ? 'All budgets PASS' : `${report.failures} line(s) FAIL`}; written to ${file}`,
);
process.exit(report.failures === 0 ? 0 : 1);
