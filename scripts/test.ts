/**
 * `npm test`: every layer, emulators started once.
 *   lockfile → typecheck → lint → unit (vitest) → build → [emulators: rules, integration, e2e]
 * TEST_LAYERS=unit,rules,... limits the layers (default: all); E2E_ARGS passes extra arguments
 * to Playwright (e.g. a spec path); VITEST_ARGS to the emulator-backed vitest run.
 */
import { buildAll } from './build';
import { ensureEmulatorJars } from './emulators/ensure';
import { checkLockfile } from './lib/lockfile-check';
import {
  emulatorProcessEnv,
  PROJECT_ID,
  TEST_DIRECTORY_FULL_CHECK_MS,
  WEBHOOK_SECRET_ENV,
} from './lib/local-env';
import { startLocalServices } from './lib/local-services';
import { bin, step } from './lib/run';
import { stageLocalSite } from './lib/stage';

const ALL = ['typecheck', 'lint', 'unit', 'rules', 'integration', 'e2e'];
const layers = new Set((process.env.TEST_LAYERS ?? ALL.join(',')).split(',').map((s) => s.trim()));
const started = Date.now();
const env = emulatorProcessEnv();

const lockfile = checkLockfile();
if (lockfile === 'stale') {
  console.error(
    '✖ package-lock.json is out of date: `npm install` would change it. Run `npm install` and commit the lockfile.',
  );
  process.exit(1);
}
if (lockfile === 'in-sync') console.log('✔ package-lock.json matches package.json');

if (layers.has('typecheck')) await step('typecheck', bin('tsc'), ['-b'], { env });
if (layers.has('lint')) {
  await step('eslint', bin('eslint'), ['.', '--max-warnings', '0'], { env });
  await step('prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn'], { env });
}
if (layers.has('unit'))
  await step('unit tests', bin('vitest'), ['run', '--project', 'unit'], { env });

const emulatorLayers = ['rules', 'integration', 'e2e'].filter((l) => layers.has(l));
if (emulatorLayers.length > 0) {
  if (layers.has('e2e') || layers.has('integration')) await buildAll();
  else await step('build functions', 'node', ['functions/build.mjs'], { env });
  ensureEmulatorJars();
  const configPath = stageLocalSite();
  // Before the emulators: the Functions emulator reads the settings and secrets it writes.
  const services = await startLocalServices(() => undefined, {
    DIRECTORY_FULL_CHECK_MS: String(TEST_DIRECTORY_FULL_CHECK_MS),
  });
  const inner = `${bin('tsx')} scripts/test-in-emulators.ts ${emulatorLayers.join(',')}`;
  try {
    await step(
      `emulator layers (${emulatorLayers.join(', ')})`,
      bin('firebase'),
      [
        'emulators:exec',
        '--config',
        configPath,
        '--project',
        PROJECT_ID,
        '--only',
        'auth,firestore,functions,storage,hosting',
        inner,
      ],
      // Tests that sign webhook deliveries themselves need the endpoint's secret.
      { env: { ...env, [WEBHOOK_SECRET_ENV]: services.stripe.webhookSecret } },
      () => services.close(),
    );
  } finally {
    await services.close();
  }
}
console.log(`\nAll requested layers passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
