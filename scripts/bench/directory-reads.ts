/**
 * Directory benchmark (docs/architecture.md#directory-view): against RUNNING emulators (npm start,
 * or the test suite's staged site) on this SWAGDROP_PORT_OFFSET, for each listing count N it
 *   1. clears Firestore and seeds N listings with batch writes, waits for the summary trigger,
 *   2. opens /swag in Chromium several times (fresh browser context each: no HTTP cache) and
 *      measures time to first results (navigation start → first results rendered),
 *   3. measures filter keystrokes (performance.now() around one input event until the
 *      count line changes, and until the next frame) over listings that read like real swag
 *      (search-catalogue.ts), and the first search keystroke while the search code is cold,
 *   4. counts Firestore document reads per view: reads delivered to the page's listener plus
 *      the reads the bundle function reported (X-Directory-Reads),
 *   5. edits one listing while a page is open (listing-change.ts): the bytes that page downloads
 *      to show it, and the reads each function instance pays for the first view after it,
 * and prints a table (npm run bench imports benchSize instead). It CLEARS the emulator's
 * Firestore: never point it at data you need.
 *
 *   SWAGDROP_PORT_OFFSET=10 npx tsx scripts/bench/directory-reads.ts [--sizes=100,10000]
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import {
  DIRECTORY_FUNCTION,
  DIRECTORY_READS_HEADER,
  DIRECTORY_VERSION_CHECK_MS,
  WELCOME_SEEN_STORAGE_KEY,
  versionFromTimestamp,
} from '@swagdrop/model';
import { PROJECT_ID } from '../lib/local-env';
import { profileWhile } from './lib/cpu-profile';
import { measureListingChange, type ChangeResult } from './listing-change';
import {
  benchPlace,
  measureColdPlaceKeystroke,
  measurePlaceKeystrokes,
  type PlaceKeystrokes,
} from './directory-places';
import { keystroke } from './directory-keystroke';
import { measureColdSearchKeystroke } from './directory-search';
import { CATALOGUE_CAPACITY, catalogueListing } from './search-catalogue';
import {
  adminDb,
  clearFirestore,
  directoryMetaDoc,
  Timestamp,
  URLS,
} from '../../tests/support/emulator';

const VIEWS = 4;
const CITIES = ['Austin', 'Austin, TX', 'Denver', 'Boston', 'Seattle'];

declare global {
  interface Window {
    /** Set by the storefront's directory data layer (storefront/src/lib/directory). */
    __swagdropDirectoryStats?: { listenerReads: number; functionReads: number };
  }
}

export interface ViewResult {
  firstResultsMs: number;
  /** Where the time to first results went: bundle request sent, its response read, parsed. */
  timeline: { bundleRequestMs: number; bundleResponseMs: number; bundleParsedMs: number };
  listenerReads: number;
  functionReads: number;
}

export interface SizeResult {
  n: number;
  seedSeconds: number;
  triggerSeconds: number;
  bundleBytes: number;
  bundleGzipBytes: number;
  views: ViewResult[];
  keystrokes: { dom: number; frame: number }[];
  places: PlaceKeystrokes;
  /** First search keystroke on a fresh page (search code not loaded) → a forgiving match shown. */
  searchColdMs: number;
  change: ChangeResult;
}

function listing(i: number, now: number) {
  const local = i % 5 === 0;
  return {
    slug: `bench-swag-${i}`,
    ...catalogueListing(i % CATALOGUE_CAPACITY),
    image_url: `${URLS.storefront}/favicon.svg`,
    external_claim_url: 'https://example.com/claim',
    coupon_code: i % 4 === 0 ? `CODE${i}` : null,
    free_shipping: i % 3 === 0,
    is_featured: i % 50 === 0,
    target_scope: local ? 'local' : 'nationwide',
    target_location: local ? CITIES[(i / 5) % CITIES.length] : null,
    target_place: local ? benchPlace(CITIES[(i / 5) % CITIES.length] ?? '') : null,
    created_at: Timestamp.fromMillis(now - i * 60_000),
    updated_at: Timestamp.fromMillis(now - i * 60_000),
  };
}

async function seed(n: number): Promise<void> {
  const db = adminDb();
  const now = Date.now();
  const batches: Promise<unknown>[] = [];
  for (let start = 0; start < n; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(n, start + 500); i += 1) {
      batch.set(db.collection('swag_listings').doc(), listing(i, now));
    }
    batches.push(batch.commit());
    if (batches.length >= 4) await Promise.all(batches.splice(0));
  }
  await Promise.all(batches);
}

/**
 * The trigger runs once per listing write; wait until the summary has seen all N. If the
 * functions emulator reloads mid-way (its source changed) the pending trigger events are lost
 * and the count never reaches N: once the version has not moved for STALL_MS we go on with a
 * warning (the bundle reads every listing, so the directory still shows all N).
 */
const STALL_MS = 60_000;
async function waitForSummary(n: number): Promise<number> {
  const meta = directoryMetaDoc();
  const deadline = Date.now() + 30 * 60_000;
  let last = -1;
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    const snap = await meta.get();
    const version = versionFromTimestamp(snap.get('version'));
    if (version !== last) {
      last = version;
      stableSince = Date.now();
    }
    if (snap.get('count') === n && Date.now() - stableSince > 2_000) return version;
    if (snap.exists && Date.now() - stableSince > STALL_MS) {
      console.warn(`[N=${n}] summary stalled at count ${snap.get('count')}: trigger events lost`);
      return version;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`directory/meta never reached count ${n}`);
}

async function bundleSize(version: number) {
  const url = `${URLS.functions}/${DIRECTORY_FUNCTION}?v=${version}`;
  const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const bytes = (await plain.arrayBuffer()).byteLength;
  const gz = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  return {
    bytes,
    gzip: Number(gz.headers.get('content-length') ?? 0),
    reads: gz.headers.get(DIRECTORY_READS_HEADER),
  };
}

async function openDirectory(browser: Browser): Promise<{ page: Page; view: ViewResult }> {
  const context = await browser.newContext();
  await context.addInitScript((key) => localStorage.setItem(key, 'true'), WELCOME_SEEN_STORAGE_KEY);
  const page = await context.newPage();
  const navigation = await page.goto(`${URLS.storefront}/swag`);
  // renderDirectoryPage reads the same bundle to paint the first cards: its reads count too.
  const pageReads =
    Number((await navigation?.allHeaders())?.[DIRECTORY_READS_HEADER.toLowerCase()]) || 0;
  await page.getByTestId('listing-card').first().waitFor({ timeout: 60_000 });
  const firstResultsMs = await page.evaluate(
    () => performance.getEntriesByName('swagdrop:directory-results')[0]?.startTime ?? NaN,
  );
  const timeline = await page.evaluate(() => {
    const bundle = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/directoryData')) as PerformanceResourceTiming | undefined;
    return {
      bundleRequestMs: bundle?.startTime ?? NaN,
      bundleResponseMs: bundle?.responseEnd ?? NaN,
      bundleParsedMs: performance.getEntriesByName('swagdrop:directory-data')[0]?.startTime ?? NaN,
    };
  });
  if (process.env.BENCH_PROFILE) await printWaterfall(page);
  // Let the meta listener deliver its snapshot (and any refetch it triggers) before counting.
  await page.waitForFunction(
    () => (window.__swagdropDirectoryStats?.listenerReads ?? 0) > 0,
    null,
    {
      timeout: 30_000,
    },
  );
  await page.waitForTimeout(1_000);
  const stats = await page.evaluate(() => window.__swagdropDirectoryStats);
  return {
    page,
    view: {
      firstResultsMs,
      timeline,
      listenerReads: stats?.listenerReads ?? 0,
      functionReads: (stats?.functionReads ?? 0) + pageReads,
    },
  };
}

/** BENCH_PROFILE=1: every request of the view in start order (where the boot time goes). */
async function printWaterfall(page: Page) {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => {
      const r = e as PerformanceResourceTiming;
      return { name: r.name.split('/').pop() ?? r.name, start: r.startTime, end: r.responseEnd };
    }),
  );
  const lines = entries.map(
    (e) => `  ${e.start.toFixed(0).padStart(6)} → ${e.end.toFixed(0).padStart(6)} ms  ${e.name}`,
  );
  console.info(`waterfall (${entries.length} requests):\n${lines.join('\n')}`);
}

async function measureKeystrokes(page: Page) {
  // Each step changes the count at both sizes (typing forward narrows, backspace widens), with
  // the forgiving search warm (measureColdSearchKeystroke ran first).
  const steps: [string, string][] = [
    ['Search swag', 'ho'],
    ['Search swag', 'hoo'],
    ['Search swag', 'ho'],
    ['Search swag', ''],
    ['Search swag', 'tee'],
    ['Search swag', ''],
    ['Your city', 'Denver'],
    ['Your city', ''],
    ['Search swag', 'northwind'],
    ['Search swag', ''],
  ];
  const results: { dom: number; frame: number }[] = [];
  for (const [label, value] of steps) {
    results.push(await keystroke(page, label, value));
    await page.waitForTimeout(50);
  }
  return results;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] as number) : NaN;
};
const fmt = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');

/** Seeds N listings (after clearing Firestore) and measures views, keystrokes and reads. */
export async function benchSize(browser: Browser, n: number): Promise<SizeResult> {
  console.info(`\n[N=${n}] clearing Firestore and seeding ${n} listings…`);
  await clearFirestore();
  let t = Date.now();
  await seed(n);
  const seedSeconds = (Date.now() - t) / 1000;
  t = Date.now();
  const version = await waitForSummary(n);
  const triggerSeconds = (Date.now() - t) / 1000;
  console.info(
    `[N=${n}] seeded in ${seedSeconds.toFixed(1)}s, summary caught up ${triggerSeconds.toFixed(1)}s later`,
  );

  const views: ViewResult[] = [];
  let keystrokes: { dom: number; frame: number }[] = [];
  let places: PlaceKeystrokes = { coldMs: NaN, keystrokes: [] };
  let searchColdMs = NaN;
  let lastViewAt = 0;
  for (let i = 0; i < VIEWS; i += 1) {
    // Each later view opens after the functions' version check has expired, so each pays that
    // check (one read): the worst case, the same at every size, not a timing lottery.
    const wait = lastViewAt + DIRECTORY_VERSION_CHECK_MS + 500 - Date.now();
    await new Promise((r) => setTimeout(r, Math.max(0, wait)));
    const { page, view } = await openDirectory(browser);
    views.push(view);
    console.info(
      `[N=${n}] view ${i + 1}: first results ${fmt(view.firstResultsMs)} ms (bundle requested ${fmt(view.timeline.bundleRequestMs)}, received ${fmt(view.timeline.bundleResponseMs)}, parsed ${fmt(view.timeline.bundleParsedMs)}), reads listener ${view.listenerReads} + function ${view.functionReads}`,
    );
    if (i === VIEWS - 1) {
      // BENCH_PROFILE=1: also save and summarise a CPU profile of the keystrokes.
      const coldMs = await measureColdPlaceKeystroke(page);
      searchColdMs = await measureColdSearchKeystroke(page);
      keystrokes = process.env.BENCH_PROFILE
        ? await profileWhile(page, `directory-keystrokes-${n}`, () => measureKeystrokes(page))
        : await measureKeystrokes(page);
      places = { coldMs, keystrokes: await measurePlaceKeystrokes(page) };
    }
    await page.context().close();
    lastViewAt = Date.now();
  }
  const size = await bundleSize(version);
  const change = await measureListingChange(browser, openDirectory);
  console.info(
    `[N=${n}] one listing change: open page downloaded ${change.bytesDownloaded} B (${change.wholeBundles} whole bundles); first view after it: page function ${change.pageReads} reads, bundle function ${change.bundleReads}`,
  );
  return {
    n,
    seedSeconds,
    triggerSeconds,
    bundleBytes: size.bytes,
    bundleGzipBytes: size.gzip,
    views,
    keystrokes,
    places,
    searchColdMs,
    change,
  };
}

/** A plain-text table, one row per metric and one column per N (console.table is not allowed). */
function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (values: string[]) =>
    `| ${values.map((v, i) => (i === 0 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function printTable(results: SizeResult[]) {
  const metric = (name: string, value: (r: SizeResult) => string) => [name, ...results.map(value)];
  const cold = (r: SizeResult) => r.views[0];
  const warm = (r: SizeResult) => r.views.slice(1);
  const dom = (r: SizeResult) => r.keystrokes.map((k) => k.dom);
  const frame = (r: SizeResult) => r.keystrokes.map((k) => k.frame);
  const rows = [
    metric(
      'seed (batch writes) / summary trigger caught up, s',
      (r) => `${r.seedSeconds.toFixed(1)} / ${r.triggerSeconds.toFixed(1)}`,
    ),
    metric(
      'bundle size, KB raw / gzip',
      (r) => `${(r.bundleBytes / 1024).toFixed(0)} / ${(r.bundleGzipBytes / 1024).toFixed(0)}`,
    ),
    metric('first results, 1st view after seeding, ms', (r) => fmt(cold(r)?.firstResultsMs ?? NaN)),
    metric('first results, later views, ms (median / max)', (r) => {
      const xs = warm(r).map((v) => v.firstResultsMs);
      return `${fmt(median(xs))} / ${fmt(Math.max(...xs))}`;
    }),
    metric(
      'filter keystroke → count line, ms (median / max)',
      (r) => `${fmt(median(dom(r)))} / ${fmt(Math.max(...dom(r)))}`,
    ),
    metric(
      'filter keystroke → next frame, ms (median / max)',
      (r) => `${fmt(median(frame(r)))} / ${fmt(Math.max(...frame(r)))}`,
    ),
    metric(
      'Firestore reads, 1st view: listener + function',
      (r) => `${cold(r)?.listenerReads ?? 0} + ${cold(r)?.functionReads ?? 0}`,
    ),
    metric('Firestore reads, later views: listener + function (each)', (r) =>
      warm(r)
        .map((v) => `${v.listenerReads}+${v.functionReads}`)
        .join(', '),
    ),
    metric(
      'after one listing change: reads, page / bundle function instance',
      (r) => `${r.change.pageReads} / ${r.change.bundleReads}`,
    ),
    metric('after one listing change: bytes an open page downloads', (r) =>
      String(r.change.bytesDownloaded),
    ),
  ];
  console.info(`\nDirectory benchmark — project ${PROJECT_ID}, storefront ${URLS.storefront}`);
  console.info(renderTable(['metric', ...results.map((r) => `N=${r.n}`)], rows));
  console.info(
    '\nThe 1st view after seeding includes the one-off bundle rebuild (meta + every listing, once\n' +
      'per version per function instance; in production the CDN also caches the versioned URL).\n' +
      `Keystrokes: ${results[0]?.keystrokes.length ?? 0} input events per N (search typing and backspacing, city).`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = (process.argv.find((a) => a.startsWith('--sizes='))?.slice(8) ?? '100,10000')
    .split(',')
    .map(Number);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const results: SizeResult[] = [];
    for (const n of sizes) results.push(await benchSize(browser, n));
    printTable(results);
  } finally {
    await browser.close();
  }
  process.exit(0);
}
