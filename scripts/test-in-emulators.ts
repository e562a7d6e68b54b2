/**
 * Runs inside `firebase emulators:exec`: the rules and integration suites (vitest) and the
 * browser suite (Playwright) against the running emulators. The Stripe stand-in was started and
 * set up by the parent (scripts/test.ts) before the emulators, so the functions already know its
 * price ids and webhook secret.
 */
import { bin, run } from './lib/run';
import { warmFunctions } from './lib/warm-functions';

const layers = new Set((process.argv[2] ?? '').split(','));

let code = 0;
const projects = ['rules', 'integration'].filter((l) => layers.has(l));
if (projects.length > 0) {
  const extra = (process.env.VITEST_ARGS ?? '').split(' ').filter(Boolean);
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), ...extra];
  code = await run(bin('vitest'), args);
}
if (code === 0 && layers.has('e2e')) {
  const extra = (process.env.E2E_ARGS ?? '').split(' ').filter(Boolean);
  const warmStart = Date.now();
  await warmFunctions();
  console.log(`functions warmed in ${((Date.now() - warmStart) / 1000).toFixed(1)}s`);
  code = await run(bin('playwright'), ['test', ...extra]);
}
process.exit(code);
