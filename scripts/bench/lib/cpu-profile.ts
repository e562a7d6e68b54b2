/**
 * CPU profile of a page while `body` runs (Chrome DevTools Protocol), saved to bench-results/
 * as .cpuprofile (open it in Chromium's DevTools) with self time summed per script and per
 * function printed: enough to see whether time goes to React, MUI, our code or the collector.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function top(totals: Map<string, number>, count: number): string {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');
}

export async function profileWhile<T>(page: Page, name: string, body: () => Promise<T>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const trace = await startTrace(page);
  const result = await body();
  await trace.stopAndPrint(name);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(`bench-results/${name}.cpuprofile`, JSON.stringify(profile));

  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const perScript = new Map<string, number>();
  const perFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id);
    const us = profile.timeDeltas[i] ?? 0;
    const script = frame?.url.split('/').pop() || frame?.functionName || '?';
    const fn = `${frame?.functionName || '(anonymous)'} ${script}:${frame?.lineNumber}:${frame?.columnNumber}`;
    perScript.set(script, (perScript.get(script) ?? 0) + us);
    perFunction.set(fn, (perFunction.get(fn) ?? 0) + us);
  });
  console.info(`\nCPU profile ${name} (self time), per script:\n${top(perScript, 12)}`);
  console.info(`per function:\n${top(perFunction, 15)}\n`);
  return result;
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
}

/** Main-thread rendering work (style, layout, paint…) summed by event name, in a trace. */
async function startTrace(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) =>
    events.push(...(data.value as unknown as TraceEvent[])),
  );
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  return {
    async stopAndPrint(name: string) {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      const totals = new Map<string, number>();
      for (const e of events) {
        if (e.ph === 'X' && e.dur) totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur);
      }
      console.info(`trace ${name}, complete events by name (inclusive):\n${top(totals, 15)}`);
    },
  };
}
