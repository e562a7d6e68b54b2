/**
 * What a route's JavaScript above its floor is made of. Each loaded script's gzip bytes are
 * split among the modules its chunk holds, in proportion to their minified bytes (the build's
 * chunk stats, lib/chunk-modules-plugin.ts), and summed per origin: a library, the federation
 * glue, an app feature. A library the floor counts (first-route-floor.ts) is shown net of its
 * floor, so the lines add up to the route's "above the floor" figure. Proportional splitting
 * is an estimate (gzip compresses some modules better than others); totals are exact.
 */
import { existsSync, readFileSync } from 'node:fs';
import { CHUNK_STATS_DIR, type ChunkModules } from './lib/chunk-modules-plugin';
import { kb, type BenchReport } from './lib/report';
import type { Library } from './first-route-floor';
import type { RouteSize } from './first-route-sizes';

/** Library origins, first match wins; the floor's libraries say which origin they belong to. */
const LIBRARY_ORIGINS: [origin: string, id: RegExp][] = [
  ['React', /node_modules\/(react|react-dom|scheduler)\//],
  ['react-router', /node_modules\/react-router(-dom)?\//],
  [
    'MUI + Emotion',
    /node_modules\/(@mui|@emotion|@popperjs|react-transition-group|clsx|stylis|prop-types|react-is|hoist-non-react-statics|@babel\/runtime)\//,
  ],
  ['Module Federation runtime', /node_modules\/@module-federation\//],
  ['Module Federation glue (generated modules)', /^\0?virtual:mf|__mf_|_mf_/],
  ['Firebase', /node_modules\/(firebase|@firebase|idb|tslib)\//],
  ['TanStack Query', /node_modules\/@tanstack\//],
  ['notistack', /node_modules\/(notistack|goober)\//],
  ['zod', /node_modules\/zod\//],
  ['bundler runtime (rolldown, Vite preload)', /^\0?(rolldown|vite)\/|^\0?rolldown:/],
];

const FLOOR_ORIGIN: Record<Library, string> = {
  React: 'React',
  'react-router': 'react-router',
  'MUI (theme, baseline, Typography, Button)': 'MUI + Emotion',
  'MF runtime': 'Module Federation runtime',
  'Firestore listener': 'Firebase',
  'Firebase Auth': 'Firebase',
  'TanStack Query': 'TanStack Query',
};

/** A generated federation module's id, readable: `storefront loadShare react-dom/client`. */
function federationName(id: string): string {
  return id
    .replace(/^virtual:mf[-:]?(REMOTE_ENTRY_ID:)?/, '')
    .replace(/__mf_owner__\d+|__mfe_internal_|_hash_|(__)?\.js(__)?/g, '')
    .replace(/_mf_0_/g, '@')
    .replace(/_mf_1_/g, '/')
    .replace(/_mf_2_/g, '-')
    .replace(/_+/g, ' ')
    .trim();
}

/** The origin of one module id, and the part of it worth naming (a package, a component, a file). */
function originOf(id: string): { origin: string; part: string } {
  const path = id.replace(/^\0/, '').split('?')[0] ?? id;
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path);
  // A package's module named by the package and its first folder (a MUI component, styles).
  const folders = (pkg?.[2] ?? '').split('/').slice(0, -1);
  const folder = folders.find((segment) => !/^(esm|dist|modern|browser|node)$/.test(segment));
  const named = pkg ? [pkg[1], folder].filter(Boolean).join('/') : federationName(path);
  for (const [origin, pattern] of LIBRARY_ORIGINS) {
    if (pattern.test(path)) return { origin, part: named };
  }
  if (pkg) return { origin: `library ${pkg[1]}`, part: named };
  const app = /^(storefront|admin-console|shared-ui)\/(?:src\/)?(features\/[^/]+|[^/]+)/.exec(path);
  if (app) return { origin: `${app[1]}: ${app[2]}`, part: path };
  const workspace = /^packages\/([^/]+)\//.exec(path);
  return { origin: workspace ? `packages/${workspace[1]}` : 'other', part: path };
}

/** Scripts that are no chunk of the build, or a chunk without code of its own. */
function unbundledOrigin(file: string): string {
  if (/mf-entry-bootstrap/.test(file)) return 'Module Federation glue (generated modules)';
  if (/app-loader/.test(file)) return 'packages/build-tools (app loader)';
  if (file === 'runtime-config.js') return 'runtime-config.js (per environment)';
  return 'chunks of re-exports only';
}

const STATS_FILE: Record<RouteSize['app'] | 'remote', string> = {
  storefront: 'storefront',
  admin: 'admin-console',
  remote: 'shared-ui',
};
const statsCache = new Map<string, ChunkModules>();

function chunkStats(app: string): ChunkModules {
  const file = `${CHUNK_STATS_DIR}${STATS_FILE[app as keyof typeof STATS_FILE]}.json`;
  if (!statsCache.has(file)) {
    if (!existsSync(file)) throw new Error(`${file} missing: run the bench without --skip-build`);
    statsCache.set(file, JSON.parse(readFileSync(file, 'utf8')) as ChunkModules);
  }
  return statsCache.get(file) ?? {};
}

/** Origins smaller than this share one line. */
const SMALL_BYTES = 512;

interface Origin {
  bytes: number;
  parts: Map<string, number>;
}

/** Gzip bytes per origin for the scripts a route loaded. */
function splitByOrigin(app: RouteSize['app'], scripts: Record<string, number>) {
  const origins = new Map<string, Origin>();
  const add = (origin: string, part: string, bytes: number) => {
    const entry = origins.get(origin) ?? { bytes: 0, parts: new Map<string, number>() };
    entry.bytes += bytes;
    entry.parts.set(part, (entry.parts.get(part) ?? 0) + bytes);
    origins.set(origin, entry);
  };
  for (const [name, gzip] of Object.entries(scripts)) {
    const remote = name.startsWith('remote:');
    const file = name.replace(/^remote:/, '').replace(/^\//, '');
    const modules = chunkStats(remote ? 'remote' : app)[file];
    const total = modules ? Object.values(modules).reduce((sum, n) => sum + n, 0) : 0;
    if (!modules || total === 0) {
      add(unbundledOrigin(file), file, gzip);
      continue;
    }
    for (const [id, length] of Object.entries(modules)) {
      const { origin, part } = originOf(id);
      add(origin, part, (gzip * length) / total);
    }
  }
  return origins;
}

/**
 * One line per origin of a route's JS above its floor (largest first), each with its largest
 * parts; `floors`: each floor library's size alone, `floor`: all of them bundled together.
 */
export function explainAboveFloor(
  report: BenchReport,
  name: string,
  size: RouteSize,
  floors: Partial<Record<Library, number>>,
  floor: number,
): void {
  const origins = splitByOrigin(size.app, size.scripts);
  const floorOf = new Map<string, number>();
  for (const [library, bytes] of Object.entries(floors) as [Library, number][]) {
    const origin = FLOOR_ORIGIN[library];
    floorOf.set(origin, (floorOf.get(origin) ?? 0) + bytes);
  }
  const lines = [...new Set([...origins.keys(), ...floorOf.keys()])].map((origin) => {
    const loaded = origins.get(origin)?.bytes ?? 0;
    const base = floorOf.get(origin);
    const parts = [...(origins.get(origin)?.parts ?? [])].sort((a, b) => b[1] - a[1]);
    const largest = parts.slice(0, 6).map(([part, bytes]) => `${part} ${kb(bytes)}`);
    const detail = base === undefined ? '' : `loaded ${kb(loaded)} − floor ${kb(base)}; `;
    return { origin, above: loaded - (base ?? 0), text: `${detail}${largest.join(', ')}` };
  });
  // The floor bundles its libraries into one file, which gzips smaller than each alone.
  const alone = [...floorOf.values()].reduce((sum, n) => sum + n, 0);
  lines.push({
    origin: 'floor libraries gzipped together (not separately)',
    above: alone - floor,
    text: `${kb(alone)} alone − ${kb(floor)} together`,
  });
  const small = lines.filter((line) => Math.abs(line.above) < SMALL_BYTES);
  lines.push({
    origin: `${small.length} smaller origins (each under ${kb(SMALL_BYTES)})`,
    above: small.reduce((sum, line) => sum + line.above, 0),
    text: small.map((line) => line.origin).join(', '),
  });
  for (const line of lines.sort((a, b) => b.above - a.above)) {
    if (small.includes(line)) continue;
    const value = `${kb(line.above)} (${line.text})`;
    report.info('first-route origins', `${name} above floor: ${line.origin}`, value, line.above);
  }
}
