import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { APP_LOADER_SOURCE, withDeferredAppScripts } from './app-loader';

/**
 * Emits the app loader (app-loader.ts) as a hashed asset and points every built HTML page at
 * it. The HTML is rewritten on disk once every plugin has written it: federation adds its
 * preloads after Vite's HTML transform. The boot shells are copies of index.html made later
 * (closeBundle), so they load the same way.
 */
export function deferredAppScripts(): Plugin {
  const hash = createHash('sha256').update(APP_LOADER_SOURCE).digest('hex').slice(0, 10);
  const fileName = `assets/app-loader-${hash}.js`;
  let base = '/';
  return {
    name: 'swagdrop:deferred-app-scripts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: APP_LOADER_SOURCE });
    },
    writeBundle(options, bundle) {
      for (const html of Object.keys(bundle).filter((name) => name.endsWith('.html'))) {
        const file = resolve(options.dir ?? '', html);
        writeFileSync(file, withDeferredAppScripts(readFileSync(file, 'utf8'), base + fileName));
      }
    },
  };
}
