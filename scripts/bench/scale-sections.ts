/** The bench's data-scale lines: claim latency, the directory at N listings, the claims log. */
import type { Browser } from '@playwright/test';
import { clearFirestore } from '../../tests/support/emulator';
import { BUDGETS } from './budgets';
import { measureClaimLatency } from './claim-latency';
import { measureClaimsPage, measureCsvExport, READING_MS, seedClaims } from './claims-log';
import { benchSize, median, type SizeResult } from './directory-reads';
import { signedInAdminState } from './lib/browser';
import { mb, ms, type BenchReport } from './lib/report';

export async function claimSubmission(report: BenchReport) {
  const r = await measureClaimLatency();
  const value = `p50 ${ms(r.p50Ms)} / p95 ${ms(r.p95Ms)}`;
  const raw = { p50: r.p50Ms, p95: r.p95Ms };
  report.info('claim submission', `submitClaim, ${r.samples} sequential calls`, value, raw);
  if (r.failed) report.failed('claim submission', 'calls answered with an error', `${r.failed}`);
}

/** Place keystrokes (directory-places.ts): checked at the largest N, shown at the others. */
function reportPlaces(report: BenchReport, r: SizeResult, checked: boolean) {
  const d = 'directory';
  const frames = r.places.keystrokes.map((k) => k.frame);
  const mid = median(frames);
  const worst = Math.max(...frames);
  const value = `median ${ms(mid)} / max ${ms(worst)}`;
  const metric = `N=${r.n} place + distance + category keystroke → list updated`;
  const cold = `N=${r.n} first place keystroke, place list cold → distances shown`;
  if (!checked) {
    report.info(d, metric, value, { median: mid, max: worst });
    report.info(d, cold, ms(r.places.coldMs), r.places.coldMs);
    return;
  }
  const ok = mid <= BUDGETS.placeFilterUpdateMaxMs && worst <= BUDGETS.placeFilterUpdateWorstMs;
  const budget = `median <= ${BUDGETS.placeFilterUpdateMaxMs} ms, max <= ${BUDGETS.placeFilterUpdateWorstMs} ms`;
  report.check(d, metric, value, ok, budget, { median: mid, max: worst });
  const coldOk = r.places.coldMs <= BUDGETS.placeColdKeystrokeMaxMs;
  const coldBudget = `<= ${BUDGETS.placeColdKeystrokeMaxMs} ms`;
  report.check(d, cold, ms(r.places.coldMs), coldOk, coldBudget, r.places.coldMs);
}

function reportColdSearch(report: BenchReport, r: SizeResult, checked: boolean) {
  const metric = `N=${r.n} first search keystroke, search code cold → forgiving match shown`;
  if (!checked) return report.info('directory', metric, ms(r.searchColdMs), r.searchColdMs);
  const ok = r.searchColdMs <= BUDGETS.searchColdKeystrokeMaxMs;
  const budget = `<= ${BUDGETS.searchColdKeystrokeMaxMs} ms`;
  report.check('directory', metric, ms(r.searchColdMs), ok, budget, r.searchColdMs);
}

const viewReads = (r: SizeResult) => r.views.slice(1).map((v) => v.listenerReads + v.functionReads);

export async function directory(report: BenchReport, browser: Browser, sizes: number[]) {
  const d = 'directory';
  const results: SizeResult[] = [];
  for (const n of sizes) {
    const r = await benchSize(browser, n);
    results.push(r);
    const first = r.views[0];
    const later = median(r.views.slice(1).map((v) => v.firstResultsMs));
    const firstMs = first?.firstResultsMs ?? NaN;
    report.info(
      d,
      `N=${n} first results, 1st view / later median`,
      `${ms(firstMs)} / ${ms(later)}`,
      {
        first: firstMs,
        laterMedian: later,
      },
    );
    const frames = r.keystrokes.map((k) => k.frame);
    const filter = median(frames);
    const filterValue = `median ${ms(filter)} / max ${ms(Math.max(...frames))}`;
    const metric = `N=${n} filter keystroke → list updated`;
    if (n === Math.max(...sizes)) {
      const ok = filter <= BUDGETS.filterUpdateMaxMs;
      report.check(d, metric, filterValue, ok, `median <= ${BUDGETS.filterUpdateMaxMs} ms`, filter);
    } else report.info(d, metric, filterValue, filter);
    reportPlaces(report, r, n === Math.max(...sizes));
    reportColdSearch(report, r, n === Math.max(...sizes));
    const firstReads = `${first?.listenerReads ?? 0} + ${first?.functionReads ?? 0}`;
    report.info(d, `N=${n} reads, 1st view (listener + bundle rebuild)`, firstReads);
    report.info(d, `N=${n} reads per later view`, viewReads(r).join(', '));
    const { change } = r;
    report.info(
      d,
      `N=${n} one listing change: reads per instance, page / bundle function`,
      `${change.pageReads} / ${change.bundleReads}`,
      { page: change.pageReads, bundle: change.bundleReads },
    );
    report.info(
      d,
      `N=${n} one listing change: bytes an open page downloads`,
      `${change.bytesDownloaded} B (${change.wholeBundles} whole bundles)`,
      change.bytesDownloaded,
    );
  }
  // A change costs each instance what changed: the same reads at every catalogue size.
  const changeReads = results.map((r) => Math.max(r.change.pageReads, r.change.bundleReads));
  report.check(
    d,
    `reads per instance, 1st view after a listing change, N=${sizes.join(' vs ')}`,
    changeReads.join(' vs '),
    changeReads.length > 1 && changeReads.every((x) => x === changeReads[0]),
    'equal',
    Object.fromEntries(results.map((r, i) => [`n${r.n}`, changeReads[i] ?? NaN])),
  );
  // Reads per later view wobble by one (the bundle function's meta check); the budget is
  // that they do not grow with N: the worst later view at every N is compared.
  const perView = results.map((r) => Math.max(...viewReads(r)));
  const raw = Object.fromEntries(results.map((r, i) => [`n${r.n}`, perView[i] ?? NaN]));
  const equal = perView.length > 1 && perView.every((x) => x === perView[0]);
  const metric = `reads per later view (max), N=${sizes.join(' vs ')}`;
  report.check(d, metric, perView.join(' vs '), equal, 'equal', raw);
}

export async function claimsLog(
  report: BenchReport,
  browser: Browser,
  n: number,
  log: (line: string) => void,
) {
  const c = 'claims log';
  await clearFirestore();
  const seconds = await seedClaims(n, log);
  report.info(c, `seed ${n} claims (batches of 500)`, `${seconds.toFixed(0)} s`, seconds);
  const t = await measureClaimsPage(browser, await signedInAdminState(browser));
  const shown = `${ms(t.firstRowsMs)} / ${ms(t.countShownMs)}`;
  const raw = { firstRows: t.firstRowsMs, countShown: t.countShownMs };
  report.info(c, `N=${n} page shown (first rows / count line)`, shown, raw);
  const change = median(t.pageChangesMs);
  const changeValue = `median ${ms(change)} / max ${ms(Math.max(...t.pageChangesMs))}`;
  const changeOk = change <= BUDGETS.claimsPageChangeMaxMs;
  const changeBudget = `median <= ${BUDGETS.claimsPageChangeMaxMs} ms`;
  report.check(
    c,
    `N=${n} page change after ${READING_MS / 1000} s on the page (${t.pageChangesMs.length}×)`,
    changeValue,
    changeOk,
    changeBudget,
    change,
  );
  const rapid = t.rapidPageChangesMs;
  report.info(
    c,
    `N=${n} page change clicking straight on (${rapid.length}×)`,
    `median ${ms(median(rapid))} / max ${ms(Math.max(...rapid))}`,
    median(rapid),
  );

  const e = await measureCsvExport();
  report.check(
    c,
    `CSV export rows (${mb(e.bytes)} body)`,
    String(e.rows),
    e.rows === n,
    `= ${n}`,
    e.rows,
  );
  report.info(c, 'CSV export wall time', `${(e.wallMs / 1000).toFixed(1)} s`, e.wallMs);
  const limit = BUDGETS.csvExportPeakMemoryBelowBytes;
  const memOk = e.peakRssBytes > 0 && e.peakRssBytes < limit;
  const who = `pid ${e.workerPids.join(',') || 'not found'}`;
  report.check(
    c,
    `CSV export peak RSS, function worker (${who})`,
    mb(e.peakRssBytes),
    memOk,
    `< ${mb(limit)}`,
    e.peakRssBytes,
  );
}
