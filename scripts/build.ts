import { step, bin } from './lib/run';

/**
 * Production builds of everything the emulators serve: functions bundle, remote, both hosts.
 * `chunkStats`: also write which modules each chunk holds (the bench, bench-results/chunks/).
 */
export async function buildAll({ chunkStats = false } = {}): Promise<void> {
  const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
  await step('build functions', 'node', ['functions/build.mjs'], { env });
  for (const app of ['shared-ui', 'storefront', 'admin-console']) {
    const [command, args] = chunkStats
      ? [bin('tsx'), ['scripts/bench/lib/build-with-chunk-stats.ts', app, app]]
      : [bin('vite'), ['build', app, '--configLoader', 'runner', '--logLevel', 'warn']];
    await step(`build ${app}`, command, args, { env });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAll();
