/**
 * `npm run deploy -- --project <id> [--skip-build] [firebase deploy arguments]`: builds, writes
 * the firebase config for this project (firebase.json with the CSP generated from this
 * project's origins and the storage rules of its two buckets), runs the preflight (scripts/deploy/preflight.ts) and only then
 * `firebase deploy`. Each problem is printed on one line and the deploy stops (exit 1).
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDeployManifest } from '../../functions/src/deploy/manifest';
import { bin, run, step } from '../lib/run';
import { contentSecurityPolicy, deployOrigins, withContentSecurityPolicy } from './csp';
import { firstRuntimeConfig, parseRuntimeConfig, preflight, type FirebaseJson } from './preflight';
import { withStorageBuckets } from './storage-buckets';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) =>
  existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : undefined;

const args = process.argv.slice(2);
const at = args.findIndex((a) => a === '--project' || a === '-P');
const projectId = at >= 0 ? args[at + 1] : undefined;
if (!projectId) {
  console.error('usage: npm run deploy -- --project <project-id> [firebase deploy arguments]');
  process.exit(2);
}
const skipBuild = args.includes('--skip-build');
const passThrough = args.filter((a, i) => i !== at && i !== at + 1 && a !== '--skip-build');

if (!skipBuild) await step('build', 'npm', ['run', 'build'], { cwd: ROOT });

// The build ships the local public/runtime-config.js; a project's own replaces it when present.
for (const app of ['storefront', 'admin-console']) {
  const own = join(ROOT, app, `runtime-config.${projectId}.js`);
  if (existsSync(own) && existsSync(join(ROOT, app, 'dist')))
    copyFileSync(own, join(ROOT, app, 'dist', 'runtime-config.js'));
}
const runtimeConfigs = Object.fromEntries(
  ['storefront/dist/runtime-config.js', 'admin-console/dist/runtime-config.js'].map((file) => [
    file,
    read(file),
  ]),
);
const origins = Object.values(runtimeConfigs).flatMap((text) => {
  try {
    const config = text === undefined ? undefined : parseRuntimeConfig(text);
    return config ? deployOrigins(config) : [];
  } catch {
    return []; // reported by the preflight
  }
});
// Both Storage buckets by name, from the runtime config the apps ship (storage-buckets.ts).
const firebaseJson = withStorageBuckets(
  withContentSecurityPolicy(
    JSON.parse(read('firebase.json') ?? '{}') as FirebaseJson & { hosting: [] },
    contentSecurityPolicy(origins, { https: true }),
  ),
  firstRuntimeConfig(runtimeConfigs),
);
const configFile = `firebase.deploy-${projectId}.json`;
writeFileSync(join(ROOT, configFile), JSON.stringify(firebaseJson, null, 2));

const envFile = `functions/.env.${projectId}`;
const problems = preflight({
  projectId,
  runtimeConfigs,
  functionsEnv: { file: envFile, text: read(envFile) },
  manifest: await readDeployManifest(projectId, { build: skipBuild }),
  firebaseJson,
  origins: origins.map((o) => o.origin),
});
if (problems.length > 0) {
  console.error(`✖ deploy preflight: ${problems.length} problem(s), nothing deployed`);
  for (const line of problems) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`✔ deploy preflight passed; deploying with ${configFile}`);
process.exit(
  await run(
    bin('firebase'),
    ['deploy', '--config', configFile, '--project', projectId, ...passThrough],
    { cwd: ROOT },
  ),
);
