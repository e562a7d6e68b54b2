/** `npm run bench:load`: builds the functions bundle and runs load-run.ts against fresh emulators. */
import { emulatorProcessEnv, PROJECT_ID } from '../lib/local-env';
import { bin, step } from '../lib/run';
import { startLocalServices } from '../lib/local-services';
import { stageLocalSite } from '../lib/stage';
import { ensureEmulatorJars } from '../emulators/ensure';

// Only functions are emulated here (no hosting), so only the functions bundle is built.
await step('build functions', 'node', ['functions/build.mjs'], { env: emulatorProcessEnv() });
ensureEmulatorJars();
const configPath = stageLocalSite();
// Before the emulators, as npm start does: the functions' local settings, inbox and Stripe.
const services = await startLocalServices(() => undefined);
await step(
  'load bench',
  bin('firebase'),
  [
    'emulators:exec',
    '--config',
    configPath,
    '--project',
    PROJECT_ID,
    '--only',
    'auth,firestore,functions',
    `${bin('tsx')} scripts/bench/load-run.ts`,
  ],
  {
    env: {
      ...emulatorProcessEnv(),
      // The Functions emulator runs each in-flight request in its own Node process, up to this
      // many (firebase-tools default 50). 1,000 concurrent requests at 50 processes swamp a
      // small machine until requests time out; a few reused workers queue the rest instead, so
      // the bench measures the functions and Firestore, not process start-up.
      FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4',
    },
  },
  () => services.close(),
);
await services.close();
