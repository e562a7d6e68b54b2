import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { withDeferredAppScripts } from './app-loader';

const ENTRY = fileURLToPath(new URL('./app-loader-entry.ts', import.meta.url));

/** The loader as one small classic script, apart from the app's module graph. */
async function buildLoader(): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      lib: { entry: ENTRY, formats: ['iife'], name: 'swagdropAppLoader' },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output.flatMap((o) => o.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the app loader built no script');
  return chunk.code;
}

/**
 * Builds the app loader (app-loader-entry.ts) as a hashed asset and points every built HTML page
 * at it. The HTML is rewritten on disk once every plugin has written it: federation adds its
 * preloads after Vite's HTML transform. The boot shells are copies of index.html made later
 * (closeBundle), so they load the same way.
 */
export function deferredAppScripts(): Plugin {
  let base = '/';
  let fileName = '';
  return {
    name: 'swagdrop:deferred-app-scripts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle() {
      const source = await buildLoader();
      fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'app-loader.js', source }));
    },
    writeBundle(options, bundle) {
      for (const html of Object.keys(bundle).filter((name) => name.endsWith('.html'))) {
        const file = resolve(options.dir ?? '', html);
        writeFileSync(file, withDeferredAppScripts(readFileSync(file, 'utf8'), base + fileName));
      }
    },
  };
}
