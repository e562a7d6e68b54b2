// Bundles the functions with the shared-ui model inlined: Cloud Functions installs only this
// folder's package.json, so workspace packages must not remain runtime imports.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const sharedUiRoot = new URL('../shared-ui/', import.meta.url);
const sharedUiExports = JSON.parse(
  readFileSync(new URL('package.json', sharedUiRoot), 'utf8'),
).exports;

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
  // Only the workspace's shared-ui is inlined (through its package exports); npm dependencies
  // stay external.
  plugins: [
    {
      name: 'inline-shared-ui',
      setup(b) {
        b.onResolve({ filter: /^@swagdrop\/shared-ui/ }, async (args) => {
          const target = sharedUiExports[args.path.replace('@swagdrop/shared-ui', '.')];
          if (!target) return { errors: [{ text: `shared-ui does not export ${args.path}` }] };
          return { path: new URL(target, sharedUiRoot).pathname };
        });
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});

// The storefront's server renderer next to the bundle (functions/src/directory/page-renderer.ts).
const { build: viteBuild } = await import('vite');
await viteBuild({
  configFile: new URL('../storefront/vite.renderer.config.ts', import.meta.url).pathname,
});
