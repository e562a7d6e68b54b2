/**
 * Lighthouse (npm `lighthouse`, default = mobile preset: Moto G class device, simulated slow
 * 4G and 4x CPU slowdown) against Debian's Chromium started headless with the browser tests'
 * flags. One run per page, storage reset before each (a first visit). Each full report is
 * written to bench-results/lighthouse/<path>.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/browser';

export interface LighthouseResult {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** What the largest paint was (e.g. `img "Classic Logo Tee"`), so an LCP can be explained. */
  lcpElement: string;
  /** Audits that kept a category below 100 (ids), to make a FAIL actionable. */
  failingAudits: string[];
  /** Writes this run's full report (and trace) to bench-results/lighthouse/. */
  saveReport: () => void;
}

/** Starts Chromium with a DevTools port the OS picks (no clash with other suites). */
async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'swagdrop-lighthouse-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  let port = 0;
  while (!port && Date.now() < deadline) {
    try {
      port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    // Chromium's helper processes can still be writing its cache just after it exits: retry,
    // and never let a leftover temp directory cost the section its results.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`lighthouse: could not remove ${profile}: ${String(error)}`);
    }
  };
  if (!port) {
    await stop();
    throw new Error('Chromium did not open a DevTools port');
  }
  return { port, stop };
}

/** The LCP element's tag and label from Lighthouse's largest-contentful-paint-element audit. */
function lcpElementOf(details: unknown): string {
  type Table = { items?: { node?: { nodeLabel?: string; snippet?: string } }[] };
  const tables = (details as { items?: Table[] } | undefined)?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  if (!node) return 'unknown';
  const tag = /^<([a-z0-9]+)/i.exec(node.snippet ?? '')?.[1] ?? 'element';
  return `${tag} "${(node.nodeLabel ?? '').slice(0, 40)}"`;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** One Lighthouse run; a runtime error (e.g. NO_FCP on a starved machine) is retried once. */
async function audit(port: number, url: string, attempt = 1): Promise<LighthouseResult> {
  const run = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  // The whole report stays next to the table, so a FAIL can be traced to its audits.
  const saveReport = () => {
    const path = new URL(url).pathname;
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    mkdirSync('bench-results/lighthouse', { recursive: true });
    writeFileSync(`bench-results/lighthouse/${name}.json`, JSON.stringify(run.lhr));
    // BENCH_PROFILE=1: the page load's trace too (Chromium's Performance panel opens it).
    if (process.env.BENCH_PROFILE) {
      const trace = (run.artifacts as { Trace?: unknown }).Trace;
      writeFileSync(`bench-results/lighthouse/${name}.trace.json`, JSON.stringify(trace));
    }
  };
  const { categories, audits, runtimeError } = run.lhr;
  if (runtimeError) {
    if (attempt < 2) return audit(port, url, attempt + 1);
    throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
  }
  const failingAudits = Object.values(categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) => c.auditRefs)
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    url,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
    failingAudits,
    saveReport,
  };
}

/**
 * Audits each URL `runs` times and keeps the run with the median performance score (one run's
 * simulated TBT varies by a few hundred ms on a shared machine); `performanceRuns` lists all
 * scores. A page that cannot be audited yields its error, not a result.
 */
export async function runLighthouse(
  urls: string[],
  runs: number,
): Promise<(MedianLighthouseResult | Error)[]> {
  const chrome = await startChromium();
  const results: (MedianLighthouseResult | Error)[] = [];
  try {
    for (const url of urls) {
      const audits: LighthouseResult[] = [];
      let failure: Error | undefined;
      for (let i = 0; i < runs && !failure; i += 1) {
        const result = await audit(chrome.port, url).catch((e: unknown) => new Error(String(e)));
        if (result instanceof Error) failure = result;
        else audits.push(result);
      }
      if (failure) {
        results.push(failure);
        continue;
      }
      const sorted = [...audits].sort((a, b) => a.performance - b.performance);
      const median = sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseResult;
      median.saveReport();
      results.push({ ...median, performanceRuns: audits.map((a) => a.performance) });
    }
  } finally {
    await chrome.stop();
  }
  return results;
}

export interface MedianLighthouseResult extends LighthouseResult {
  performanceRuns: number[];
}
