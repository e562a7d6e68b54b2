/**
 * Performance budgets (README, Benchmarks), in one place. `npm run bench` checks every measured line
 * against these and exits non-zero when any is missed.
 */
export const BUDGETS = {
  /** Lighthouse scores (0–100), mobile preset, on every public page and /admin/login. */
  lighthouse: { performanceMin: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  /** Largest Contentful Paint, ms (Lighthouse, local run). */
  lcpMaxMs: 1500,
  /** Cumulative Layout Shift (Lighthouse, local run). */
  clsMax: 0.02,
  /**
   * Gzipped JavaScript a first route loads (remote counted) above that route's floor, the least
   * its libraries need (first-route-floor.ts), bytes: the app's share, which it controls.
   */
  firstRouteJsAboveFloorMaxBytes: 60 * 1024,
  /** Directory filter keystroke → list updated (next frame), median, at the largest listing
   * count measured (10,000 by default). */
  filterUpdateMaxMs: 50,
  /** The same with a place, a distance and a category set: median and slowest keystroke, ms. */
  placeFilterUpdateMaxMs: 50,
  placeFilterUpdateWorstMs: 100,
  /**
   * First place keystroke after /swag loads (the place list not loaded yet) → cards show their
   * distance, ms.
   */
  placeColdKeystrokeMaxMs: 300,
  /**
   * First search keystroke after /swag loads (the search code not loaded yet) → a listing only
   * the forgiving search finds is shown, ms.
   */
  searchColdKeystrokeMaxMs: 300,
  /** Committed search queries (scripts/search): expected listing in the top 3, share. */
  searchTop3Min: 0.95,
  /** … and queries that find nothing although they have an answer, share. */
  searchZeroMax: 0.02,
  /** Claims log: next page shown after the page change, ms, at the bench's claim count. */
  claimsPageChangeMaxMs: 300,
  /** CSV export of all claims: peak memory of the function's process, bytes (strictly less). */
  csvExportPeakMemoryBelowBytes: 256 * 1024 * 1024,
  /**
   * Stock scenarios of bench:load (stock-load.ts): p95 claim latency on a hot drop at most this
   * many times that of an unlimited listing claimed by as many visitors at once (the emulators
   * queue concurrent calls on 4 workers, so absolute figures measure the queue). Exact counts
   * and directory rebuilds are checked separately.
   */
  stockClaimP95VsUnlimitedMax: 2,
} as const;

/** Scale the bench seeds unless told otherwise (npm run bench -- --listings=… --claims=…). */
export const DEFAULT_SCALE = {
  listings: [100, 10_000],
  claims: 100_000,
  /** Lighthouse runs per page; the run with the median performance score is reported. */
  lighthouseRuns: 3,
} as const;
