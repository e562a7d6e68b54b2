/**
 * `npm run bench`: builds both apps and the functions for production, stages them on this
 * SWAGDROP_PORT_OFFSET, starts the emulator suite (Auth, Firestore, Functions, Storage,
 * Hosting) with `firebase emulators:exec` and runs run.ts inside it: seeding, measuring, one
 * table with PASS/FAIL per budget (budgets.ts), JSON in bench-results/. Exits non-zero when a
 * budget is missed. Not part of `npm test`.
 *
 *   npm run bench [-- --listings=100,10000 --claims=100000 --lighthouse-runs=3 --skip-build
 *                     --only=directory]
 */
import { buildAll } from '../build';
import { emulatorProcessEnv, PROJECT_ID } from '../lib/local-env';
import { bin, run } from '../lib/run';
import { startLocalServices } from '../lib/local-services';
import { stageLocalSite } from '../lib/stage';
import { ensureEmulatorJars } from '../emulators/ensure';
import { DEFAULT_SCALE } from './budgets';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const started = Date.now();

if (!process.argv.includes('--skip-build')) await buildAll({ chunkStats: true });
ensureEmulatorJars();
const configPath = stageLocalSite();
// Before the emulators, as npm start does: the functions' local settings, inbox and Stripe.
const services = await startLocalServices(() => undefined);
const code = await run(
  bin('firebase'),
  [
    'emulators:exec',
    '--config',
    configPath,
    '--project',
    PROJECT_ID,
    '--only',
    'auth,firestore,functions,storage,hosting',
    `${bin('tsx')} scripts/bench/run.ts`,
  ],
  {
    env: {
      ...emulatorProcessEnv(),
      BENCH_LISTINGS: arg('listings') ?? DEFAULT_SCALE.listings.join(','),
      BENCH_CLAIMS: arg('claims') ?? String(DEFAULT_SCALE.claims),
      BENCH_ONLY: arg('only') ?? '',
      BENCH_LIGHTHOUSE_RUNS: arg('lighthouse-runs') ?? String(DEFAULT_SCALE.lighthouseRuns),
    },
  },
);
await services.close();
console.log(
  `\nnpm run bench finished in ${((Date.now() - started) / 1000).toFixed(0)} s (exit ${code}).`,
);
process.exit(code);
