/**
 * The forgiving search in the bench (docs/search.md):
 *   - in the browser, the first search keystroke on a fresh /swag, while the search code is not
 *     loaded: input event → a listing only the forgiving search finds is shown (code download
 *     and index build over every listing included);
 *   - in Node, the quality of the committed queries (scripts/search) and how index build and
 *     query time grow with the catalogue: where an in-browser index stops meeting the budgets.
 */
import type { Page } from '@playwright/test';
import { createListingSearch } from '@swagdrop/model/listing-search';
import { catalogueRows, evaluateSearch, SEARCH_QUERIES } from '../search/search-quality';
import { BUDGETS } from './budgets';
import { keystroke } from './directory-keystroke';
import { ms, type BenchReport } from './lib/report';

/** A misspelling only the forgiving search finds ('hoodie' is in every catalogue size). */
const COLD_QUERY = 'hodie';

/** Input event on the search box until a card titled with a hoodie shows, then the next frame. */
function coldSearchKeystroke(page: Page, value: string) {
  return page.evaluate(
    (value) =>
      new Promise<number>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>('input[aria-label="Search swag"]');
        const main = document.querySelector('main');
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        if (!input || !main || !setValue) return reject(new Error('search box not found'));
        let t0 = 0;
        const observer = new MutationObserver(() => {
          const titles = main.querySelectorAll('[data-testid="listing-card"] h3');
          if (![...titles].some((title) => /hoodie/i.test(title.textContent ?? ''))) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
        });
        observer.observe(main, { childList: true, characterData: true, subtree: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no hoodie shown after typing "${value}"`));
        }, 10_000);
        t0 = performance.now();
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    value,
  );
}

/** Call on a /swag where nothing has used the search box yet. */
export async function measureColdSearchKeystroke(page: Page): Promise<number> {
  const coldMs = await coldSearchKeystroke(page, COLD_QUERY);
  await keystroke(page, 'Search swag', '');
  return coldMs;
}

export interface SearchScaling {
  n: number;
  /** Titles and brands searchable (what a first keystroke waits for), ms. */
  buildMs: number;
  /** … and descriptions too, indexed in slices, ms. */
  fullMs: number;
  /** Slowest of a few typical queries, ms. */
  queryMaxMs: number;
}

/** Index build and query time in Node at growing catalogue sizes (an estimate for a laptop). */
export async function searchScaling(sizes = [10_000, 20_000, 40_000, 80_000]) {
  const queries = ['ho', 'hoodie', 'tee', 'stackline hodie', 'cofee mug', 'northwind'];
  const out: SearchScaling[] = [];
  for (const n of sizes) {
    const rows = catalogueRows(n);
    const search = createListingSearch();
    let t = performance.now();
    const descriptions = search.sync(rows);
    const buildMs = performance.now() - t;
    await descriptions;
    const fullMs = performance.now() - t;
    let queryMaxMs = 0;
    for (const query of queries) {
      t = performance.now();
      search.search(query);
      queryMaxMs = Math.max(queryMaxMs, performance.now() - t);
    }
    out.push({ n, buildMs, fullMs, queryMaxMs });
  }
  return out;
}

export async function searchQuality() {
  const { top3Share, zeroShare } = await evaluateSearch(catalogueRows(10_000));
  return { queries: SEARCH_QUERIES.length, top3Share, zeroShare };
}

/**
 * The bench's 'search' lines: quality of the committed queries, and the catalogue size up to
 * which an index in the browser keeps within the cold and keystroke budgets (Node timings; a
 * mid-range phone is several times slower, docs/search.md).
 */
export async function searchSection(report: BenchReport) {
  const s = 'search';
  const q = await searchQuality();
  const top3 = `${(q.top3Share * 100).toFixed(1)} %`;
  const top3Metric = `${q.queries} queries, 10,000 listings: expected listing in the top 3`;
  const top3Budget = `>= ${BUDGETS.searchTop3Min * 100} %`;
  report.check(s, top3Metric, top3, q.top3Share >= BUDGETS.searchTop3Min, top3Budget, q.top3Share);
  const zero = `${(q.zeroShare * 100).toFixed(1)} %`;
  const zeroBudget = `<= ${BUDGETS.searchZeroMax * 100} %`;
  const zeroMetric = `${q.queries} queries, 10,000 listings: no result although answered`;
  report.check(s, zeroMetric, zero, q.zeroShare <= BUDGETS.searchZeroMax, zeroBudget, q.zeroShare);
  const scaling = await searchScaling();
  for (const r of scaling) {
    const value = `${ms(r.buildMs)} / ${ms(r.fullMs)} / ${ms(r.queryMaxMs)}`;
    const metric = `N=${r.n} titles searchable / descriptions too / slowest query (Node)`;
    report.info(s, metric, value, { ...r });
  }
  const within = scaling.filter(
    (r) =>
      r.buildMs <= BUDGETS.searchColdKeystrokeMaxMs && r.queryMaxMs <= BUDGETS.filterUpdateMaxMs,
  );
  const largest = within.length ? within[within.length - 1]!.n : 0;
  report.info(
    s,
    'largest N measured whose index build and queries fit the budgets (Node)',
    `${largest}`,
  );
}
