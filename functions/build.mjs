// Bundles the functions with the shared-ui model inlined: Cloud Functions installs only this
// folder's package.json, so workspace packages must not remain runtime imports.
import { build } from 'esbuild';

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // Only the workspace model is inlined; npm dependencies stay external.
  plugins: [
    {
      name: 'inline-shared-ui',
      setup(b) {
        b.onResolve({ filter: /^@swagdrop\/shared-ui/ }, async (args) => {
          const sub = args.path.replace('@swagdrop/shared-ui/', '');
          const file = new URL(`../shared-ui/src/${sub}/index.ts`, import.meta.url).pathname;
          return { path: file };
        });
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
