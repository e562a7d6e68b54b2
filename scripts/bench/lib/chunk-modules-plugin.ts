/**
 * Writes, at each production build of an app, which modules each emitted chunk holds and how
 * many minified bytes each contributes (rolldown's renderedLength), to
 * bench-results/chunks/<app>.json: the bench (first-route-origins.ts) splits each loaded
 * script's gzip size among them. Outside dist on purpose: module paths are not for the site.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Chunk file name (as served, under the app's base) → module id → minified bytes. */
export type ChunkModules = Record<string, Record<string, number>>;

export const CHUNK_STATS_DIR = fileURLToPath(
  new URL('../../../bench-results/chunks/', import.meta.url),
);
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function chunkModules(app: string): Plugin {
  return {
    name: 'swagdrop:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id, module]) => [id.replace(REPO_ROOT, ''), module.renderedLength]),
        );
      }
      mkdirSync(CHUNK_STATS_DIR, { recursive: true });
      writeFileSync(`${CHUNK_STATS_DIR}${app}.json`, JSON.stringify(chunks));
    },
  };
}
