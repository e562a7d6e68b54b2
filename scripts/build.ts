import { step, bin } from './lib/run';

/** Production builds of everything the emulators serve: functions bundle, remote, both hosts. */
export async function buildAll(): Promise<void> {
  const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
  await step('build functions', 'node', ['functions/build.mjs'], { env });
  for (const app of ['shared-ui', 'storefront', 'admin-console']) {
    await step(
      `build ${app}`,
      bin('vite'),
      ['build', app, '--configLoader', 'runner', '--logLevel', 'warn'],
      { env },
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAll();
