import { createRequire } from 'node:module';
import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { bootShells } from './boot-shell-plugin';
import { deferredAppScripts } from './app-loader-plugin';
import { muiBarrelImports } from './mui-barrel-plugin';
import { sharedSingletons, SHARED_UI_DEFAULT_ENTRY, SHARED_UI_REMOTE } from './shared-deps';

const runtimePlugin = createRequire(import.meta.url).resolve(
  '@swagdrop/firebase-web/runtime-config-plugin',
);

const ZOD_CHUNK = { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ };

/** Vite config of a host app (storefront, admin-console): same remote, same singletons. */
export function hostConfig({
  name,
  port,
  bootShellsEntry,
}: {
  name: string;
  port: number;
  /** The app's module exporting renderBootShells() (see boot-shell-plugin.ts). */
  bootShellsEntry?: string;
}): UserConfig {
  return {
    plugins: [
      muiBarrelImports(),
      react(),
      federation({
        name,
        remotes: {
          [SHARED_UI_REMOTE]: {
            type: 'module',
            name: SHARED_UI_REMOTE,
            entry: SHARED_UI_DEFAULT_ENTRY,
            entryGlobalName: SHARED_UI_REMOTE,
            shareScope: 'default',
          },
        },
        shared: sharedSingletons,
        runtimePlugins: [runtimePlugin],
        dts: false,
        // The remote is built with externalRuntime: it runs on this host's runtime.
        experiments: { provideExternalRuntime: true },
        // Firebase's large modules take a while to parse on 2 cores; don't resolve early.
        moduleParseIdleTimeout: 120,
      }),
      deferredAppScripts(),
      bootShellsEntry ? bootShells(bootShellsEntry) : null,
    ],
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build: {
      target: 'esnext',
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // Without native module preload (Safari < 17) a browser only loses the preload: no polyfill.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // zod in a chunk of its own: loaded by the pages that validate, not before any renders.
        output: { codeSplitting: { groups: [ZOD_CHUNK], includeDependenciesRecursively: false } },
      },
    },
  };
}
