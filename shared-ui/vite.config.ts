import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { muiBarrelImports } from '../packages/build-tools/src/mui-barrel-plugin';
import { sharedSingletons, SHARED_UI_REMOTE } from '../packages/build-tools/src/shared-deps';

export default defineConfig({
  base: './',
  plugins: [
    muiBarrelImports({ subsetOnly: true }),
    react(),
    federation({
      name: SHARED_UI_REMOTE,
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: { './components': './src/components/index.ts' },
      shared: sharedSingletons,
      dts: false,
      // The hosts publish their federation runtime (provideExternalRuntime in host-config.ts):
      // the remote uses it instead of downloading a second copy on every first visit.
      experiments: { externalRuntime: true },
    }),
  ],
  server: { port: 5175, strictPort: true, origin: 'http://127.0.0.1:5175', cors: true },
  preview: { port: 5175, strictPort: true, cors: true },
  build: { target: 'esnext', outDir: 'dist', emptyOutDir: true },
});
