/** The bench's page lines: first-route bundle sizes and Lighthouse, checked against budgets. */
import type { Browser } from '@playwright/test';
import { URLS } from '../../tests/support/emulator';
import { BUDGETS, DEFAULT_SCALE } from './budgets';
import { libraryFloors, routeFloor } from './first-route-floor';
import { explainAboveFloor } from './first-route-origins';
import { measureRoute } from './first-route-sizes';
import { signedInAdminState, type StorageState } from './lib/browser';
import { kb, ms, type BenchReport } from './lib/report';
import { runLighthouse } from './lighthouse-pages';

export async function firstRouteSizes(report: BenchReport, browser: Browser, slug: string) {
  const routes = [
    ['storefront', '/', 'storefront /'],
    ['storefront', '/swag', 'storefront /swag'],
    ['storefront', `/swag/${slug}`, 'storefront /swag/{slug}'],
    ['admin', '/admin/login', 'admin /admin/login'],
    ['admin', '/admin', 'admin /admin'],
  ] as const;
  const budget = BUDGETS.firstRouteJsAboveFloorMaxBytes;
  let admin: StorageState | undefined;
  for (const [app, route, floorRoute] of routes) {
    const name = `${app} ${route}`;
    try {
      // /admin is measured signed in (the dashboard); every other route as a first visit.
      if (route === '/admin') admin ??= await signedInAdminState(browser);
      const options = route === '/admin' ? { storageState: admin } : {};
      const [size, floor] = await Promise.all([
        measureRoute(browser, app, route, options),
        routeFloor(floorRoute),
      ]);
      const above = size.jsGzip - floor;
      report.check(
        'first-route size',
        `${name} JS gzip above the floor (total ${kb(size.jsGzip)} − floor ${kb(floor)}; ${size.files} files, remote ${kb(size.remoteJsGzip)}${size.unreadable ? `, ${size.unreadable} unreadable` : ''})`,
        kb(above),
        above <= budget,
        `<= ${kb(budget)}`,
        { above, total: size.jsGzip, floor, remote: size.remoteJsGzip },
      );
      report.info('first-route size', `${name} CSS gzip`, kb(size.cssGzip), size.cssGzip);
      // Where the bytes go: the three largest scripts here, every script in the JSON file.
      const largest = Object.entries(size.scripts).slice(0, 3);
      report.info(
        'first-route size',
        `${name} largest scripts`,
        largest.map(([file, bytes]) => `${file.split('/').pop()} ${kb(bytes)}`).join(', '),
        size.scripts,
      );
      explainAboveFloor(report, name, size, await libraryFloors(floorRoute), floor);
    } catch (error) {
      report.failed(
        'first-route size',
        `${name} JS gzip above the floor`,
        error,
        `<= ${kb(budget)}`,
      );
    }
  }
}

export async function lighthousePages(
  report: BenchReport,
  slug: string,
  log: (line: string) => void,
) {
  const pages = ['/', '/swag', `/swag/${slug}`, '/submit'].map((p) => `${URLS.storefront}${p}`);
  pages.push(`${URLS.admin}/admin/login`);
  const L = BUDGETS.lighthouse;
  const runs = Math.max(
    1,
    Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? DEFAULT_SCALE.lighthouseRuns),
  );
  const results = await runLighthouse(pages, runs);
  for (const [i, r] of results.entries()) {
    const page = new URL(pages[i] ?? '').pathname;
    if (r instanceof Error) {
      report.failed('lighthouse', `${page} (could not be audited)`, r, 'all budgets');
      continue;
    }
    const line = (metric: string, value: string, ok: boolean, budget: string, raw: number) =>
      report.check('lighthouse', `${page} ${metric}`, value, ok, budget, raw);
    const p = r.performance;
    const label =
      runs > 1 ? `performance (median of ${r.performanceRuns.join(', ')})` : 'performance';
    line(label, String(p), p >= L.performanceMin, `>= ${L.performanceMin}`, p);
    const a = r.accessibility;
    line('accessibility', String(a), a >= L.accessibility, `= ${L.accessibility}`, a);
    const b = r.bestPractices;
    line('best-practices', String(b), b >= L.bestPractices, `= ${L.bestPractices}`, b);
    line('SEO', String(r.seo), r.seo >= L.seo, `= ${L.seo}`, r.seo);
    const lcpOk = r.lcpMs <= BUDGETS.lcpMaxMs;
    line(`LCP (${r.lcpElement})`, ms(r.lcpMs), lcpOk, `<= ${BUDGETS.lcpMaxMs} ms`, r.lcpMs);
    line('CLS', r.cls.toFixed(3), r.cls <= BUDGETS.clsMax, `<= ${BUDGETS.clsMax}`, r.cls);
    report.info('lighthouse', `${page} TBT`, ms(r.tbtMs), r.tbtMs);
    if (r.failingAudits.length)
      log(`lighthouse ${page}: audits below 1: ${r.failingAudits.join(', ')}`);
  }
}
