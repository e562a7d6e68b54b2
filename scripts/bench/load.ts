/** `npm run bench:load`: builds the functions and runs load-run.ts against fresh emulators. */
import { emulatorProcessEnv, PROJECT_ID } from '../lib/local-env';
import { bin, step } from '../lib/run';
import { stageLocalSite } from '../lib/stage';
import { buildAll } from '../build';

await buildAll();
const configPath = stageLocalSite();
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
  { env: emulatorProcessEnv() },
);
