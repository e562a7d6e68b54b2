// Bundles the functions with the model package (packages/model) inlined: Cloud Functions
// installs only this folder's package.json, so workspace packages must not remain runtime
// imports. The model is the only workspace package the functions may import.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const modelRoot = new URL('../packages/model/', import.meta.url);
const modelExports = JSON.parse(readFileSync(new URL('package.json', modelRoot), 'utf8')).exports;

/** The model file an import of @swagdrop/model[/sub] names (its package exports). */
function modelFile(specifier) {
  const sub =
    specifier === '@swagdrop/model' ? '.' : `./${specifier.slice('@swagdrop/model/'.length)}`;
  const target = modelExports[sub] ?? modelExports['./*'].replace('*', sub.slice(2));
  return new URL(target, modelRoot).pathname;
}

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
  // Only the model is inlined; npm dependencies stay external.
  plugins: [
    {
      name: 'inline-model',
      setup(b) {
        b.onResolve({ filter: /^@swagdrop\// }, (args) =>
          args.path === '@swagdrop/model' || args.path.startsWith('@swagdrop/model/')
            ? { path: modelFile(args.path) }
            : { errors: [{ text: `the functions import only @swagdrop/model, not ${args.path}` }] },
        );
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
  // The config imports the build tools' TypeScript: let Vite load it, not Node.
  configLoader: 'runner',
});
