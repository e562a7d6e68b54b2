import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { SSR_REMOTE_ALIAS } from '@swagdrop/build-tools/boot-shell-plugin';

/**
 * The storefront's server renderer (src/server/page-renderer.tsx) as one ESM file with every
 * dependency inside, for the page functions: functions/build.mjs builds it next to their bundle
 * (Cloud Functions installs only the functions' own dependencies).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  resolve: { alias: SSR_REMOTE_ALIAS },
  // The production builds of React, MUI and Emotion, whatever NODE_ENV the function runs with:
  // development Emotion labels its class names, so the browser (production) could reuse none of
  // the page's critical styles and inserted every rule again while it started.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/server/page-renderer.tsx',
    outDir: '../functions/lib',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    rolldownOptions: {
      // React's "use client" marks mean nothing in a server bundle.
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
      output: {
        entryFileNames: 'page-renderer.js',
        codeSplitting: false,
        banner:
          "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
      },
    },
  },
});
