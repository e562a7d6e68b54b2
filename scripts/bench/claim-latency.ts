/**
 * Claim submission latency against the emulators: submitClaim called one request after the
 * other (what one visitor waits for, no queueing behind other requests), each from its own
 * visitor IP and email so throttling never answers instead of the function. The first few
 * calls warm the worker up and are not counted. load-run.ts (npm run bench:load) is the
 * concurrent counterpart; it runs as a script, so there is nothing to import from it.
 */
import { callCallable, seedListing } from '../../tests/support/emulator';

const WARM_UP = 5;

export interface LatencyResult {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  failed: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export async function measureClaimLatency(samples = 100): Promise<LatencyResult> {
  const runId = Date.now().toString(36);
  const listingId = await seedListing({ title: `Latency Bench ${runId}` });
  const times: number[] = [];
  let failed = 0;
  for (let i = 0; i < WARM_UP + samples; i += 1) {
    const t0 = performance.now();
    const res = await callCallable(
      'submitClaim',
      {
        first_name: 'Bench',
        email: `latency${i}-${runId}@bench.test`,
        listing_id: listingId,
        agreed_to_terms: true,
      },
      { ip: `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` },
    );
    const ms = performance.now() - t0;
    if (i < WARM_UP) continue;
    if (res.status === 200) times.push(ms);
    else failed += 1;
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    samples: times.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    failed,
  };
}
