/**
 * The claims log at scale: seeds N claims (Admin SDK batches of 500, several in flight), then
 * times the admin Claim Logs page (first rows shown; a page change until the next page's
 * rows are on screen, after reading the page and clicking straight on) and the CSV export of
 * all N claims (wall time; peak memory of the functions-emulator worker process that ran it,
 * read from /proc).
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { claimSearchKeywords } from '@swagdrop/model';
import { newAdmin } from '../../tests/e2e/admin-core/helpers';
import { adminDb, idTokenFor, Timestamp, URLS } from '../../tests/support/emulator';
import { exportWorkerMemory, startMemorySampler } from './lib/proc-memory';

const BATCH = 500;
const IN_FLIGHT = 6;

export async function seedClaims(n: number, log: (line: string) => void): Promise<number> {
  const db = adminDb();
  const started = Date.now();
  const now = Date.now();
  const inFlight: Promise<unknown>[] = [];
  let written = 0;
  for (let start = 0; start < n; start += BATCH) {
    const batch = db.batch();
    for (let i = start; i < Math.min(n, start + BATCH); i += 1) {
      const fields = {
        first_name: `Visitor${i % 977}`,
        email: `visitor${i}@bench.test`,
        listing_id: `bench-listing-${i % 1000}`,
        listing_title: `Bench Swag #${i % 1000}`,
        brand_name: `Brand ${i % 97}`,
      };
      batch.set(db.collection('claims').doc(), {
        ...fields,
        agreed_to_terms: true,
        // Spread over the last 30 days, newest first by index.
        created_at: Timestamp.fromMillis(now - 60_000 - i * 25_000),
        search_keywords: claimSearchKeywords(fields),
      });
    }
    inFlight.push(batch.commit().then(() => (written += Math.min(BATCH, n - start))));
    if (inFlight.length >= IN_FLIGHT) await Promise.all(inFlight.splice(0));
    if ((start + BATCH) % 10_000 === 0) log(`claims seeded: ${start + BATCH} / ${n}`);
  }
  await Promise.all(inFlight);
  const seconds = (Date.now() - started) / 1000;
  log(`claims seeded: ${written} in ${seconds.toFixed(0)} s`);
  return seconds;
}

export interface ClaimsPageTimings {
  firstRowsMs: number;
  countShownMs: number;
  /** Next page clicked after READING_MS on the page. */
  pageChangesMs: number[];
  /** Next page clicked as soon as the page showed. */
  rapidPageChangesMs: number[];
}

const PAGE_WAIT_MS = 600_000;
const PAGE_CHANGES = 6;
/** Time a moderator spends on a page of 25 claims before going on (a low estimate). */
export const READING_MS = 3_000;

/** Opens /admin/claims signed in (fresh context) and pages forward through the log. */
export async function measureClaimsPage(
  browser: Browser,
  signedIn: BrowserContextOptions['storageState'],
): Promise<ClaimsPageTimings> {
  const context = await browser.newContext({ storageState: signedIn });
  try {
    const page = await context.newPage();
    // The Firestore emulator scans the whole collection for an ordered query (no real
    // indexes): at 100,000 claims the first page can take minutes there.
    page.setDefaultTimeout(PAGE_WAIT_MS);
    const started = Date.now();
    await page.goto(`${URLS.admin}/admin/claims`);
    await page.locator('.MuiDataGrid-row[data-id]').first().waitFor({ timeout: PAGE_WAIT_MS });
    const firstRowsMs = Date.now() - started;
    await page
      .getByRole('status')
      .filter({ hasText: /claims/ })
      .waitFor({ timeout: PAGE_WAIT_MS });
    await page.waitForFunction(() => !/Counting/.test(document.body.innerText), null, {
      timeout: PAGE_WAIT_MS,
    });
    const countShownMs = Date.now() - started;
    // Paging as a moderator does: read the page, then go on (the console fetched the next
    // page meanwhile).
    const pageChangesMs: number[] = [];
    for (let i = 0; i < PAGE_CHANGES; i += 1) {
      await page.waitForTimeout(READING_MS);
      pageChangesMs.push(await changePage(page));
    }
    // Clicking straight on: each page waits for its own query.
    const rapidPageChangesMs: number[] = [];
    for (let i = 0; i < PAGE_CHANGES; i += 1) rapidPageChangesMs.push(await changePage(page));
    return { firstRowsMs, countShownMs, pageChangesMs, rapidPageChangesMs };
  } finally {
    await context.close();
  }
}

/**
 * Click "next page" in the page itself; time until a frame shows a different first row and no
 * loading overlay. (No named inner functions: tsx would wrap them in a helper the page lacks.)
 */
function changePage(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const row = '.MuiDataGrid-row[data-id]';
    const busy = '.MuiDataGrid-root .MuiDataGrid-overlay, .MuiDataGrid-root [role="progressbar"]';
    const button = document.querySelector<HTMLButtonElement>(
      'button[aria-label="Go to next page"]',
    );
    if (!button || button.disabled) throw new Error('no enabled next-page button');
    const before = document.querySelector(row)?.getAttribute('data-id');
    const t0 = performance.now();
    button.click();
    while (performance.now() - t0 < 30_000) {
      await new Promise((r) => requestAnimationFrame(r));
      const now = document.querySelector(row)?.getAttribute('data-id');
      if (now && now !== before && !document.querySelector(busy)) return performance.now() - t0;
    }
    throw new Error('next page never showed');
  });
}

export interface ExportResult {
  wallMs: number;
  rows: number;
  bytes: number;
  peakRssBytes: number;
  workerPids: number[];
}

/** POSTs the export as the console does and reads the whole streamed CSV. */
export async function measureCsvExport(): Promise<ExportResult> {
  const admin = await newAdmin();
  const token = await idTokenFor(admin.email, admin.password);
  const sampler = startMemorySampler('exportClaimsCsv');
  const started = performance.now();
  const res = await fetch(`${URLS.functions}/exportClaimsCsv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ search: '' }),
  });
  if (!res.ok || !res.body) throw new Error(`export HTTP ${res.status}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) newlines += 1;
  }
  const wallMs = performance.now() - started;
  const sampled = await sampler.stop();
  const final = exportWorkerMemory('exportClaimsCsv');
  const peak = Math.max(sampled.peakBytes, ...final.map((w) => w.hwmBytes));
  return {
    wallMs,
    rows: newlines - 1,
    bytes,
    peakRssBytes: peak,
    workerPids: [...new Set([...sampled.pids, ...final.map((w) => w.pid)])],
  };
}
