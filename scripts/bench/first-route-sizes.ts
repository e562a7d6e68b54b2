/**
 * Gzipped size of the JavaScript and CSS a first visit loads (shared remote counted): a fresh
 * browser context (empty HTTP cache) opens the route, every script and stylesheet response
 * until none has arrived for QUIET_MS after the load event is collected (the network never
 * goes idle: Firestore keeps a long-poll open), and each body is gzipped (level 9, what a CDN
 * serves at best; brotli would be smaller).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { URLS } from '../lib/local-env';

export interface RouteSize {
  app: 'storefront' | 'admin';
  route: string;
  jsGzip: number;
  cssGzip: number;
  /** Part of jsGzip served by the shared-ui remote. */
  remoteJsGzip: number;
  files: number;
  /** Responses whose body could not be read (not counted in the sizes). */
  unreadable: number;
  /** Gzipped size of each script, by file name (largest first): where the bytes go. */
  scripts: Record<string, number>;
}

const QUIET_MS = 2_000;
const REMOTE_ORIGIN = new URL(URLS.sharedUiManifest).origin;

export async function measureRoute(
  browser: Browser,
  app: RouteSize['app'],
  route: string,
  contextOptions: BrowserContextOptions = {},
): Promise<RouteSize> {
  const base = app === 'admin' ? URLS.admin : URLS.storefront;
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const pending: Promise<{ kind: string; name: string; remote: boolean; gzip: number } | null>[] =
    [];
  let lastAt: number;
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    lastAt = Date.now();
    const remote = response.url().startsWith(REMOTE_ORIGIN);
    const name = `${remote ? 'remote:' : ''}${new URL(response.url()).pathname}`;
    pending.push(
      response
        .body()
        .then((body) => ({ kind, name, remote, gzip: gzipSync(body, { level: 9 }).byteLength }))
        .catch(() => null),
    );
  });
  try {
    await page.goto(`${base}${route}`, { waitUntil: 'load', timeout: 120_000 });
    // Lazy route chunks start after hydration: wait until JS/CSS responses have stopped, for
    // at least QUIET_MS after the load event (a cold first visit can fire load long after the
    // entry's last script, before the app has asked for its route).
    lastAt = Date.now();
    const deadline = Date.now() + 30_000;
    while (Date.now() - lastAt < QUIET_MS && Date.now() < deadline) await page.waitForTimeout(250);
    const all = await Promise.all(pending);
    const loaded = all.filter((x) => x !== null);
    const sum = (pick: (x: (typeof loaded)[number]) => boolean) =>
      loaded.filter(pick).reduce((total, x) => total + x.gzip, 0);
    return {
      app,
      route,
      jsGzip: sum((x) => x.kind === 'script'),
      cssGzip: sum((x) => x.kind === 'stylesheet'),
      remoteJsGzip: sum((x) => x.kind === 'script' && x.remote),
      files: loaded.length,
      unreadable: all.length - loaded.length,
      scripts: Object.fromEntries(
        loaded
          .filter((x) => x.kind === 'script')
          .sort((a, b) => b.gzip - a.gzip)
          .map((x) => [x.name, x.gzip]),
      ),
    };
  } finally {
    await context.close();
  }
}
