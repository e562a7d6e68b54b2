/**
 * The least JavaScript a first route can load in this stack, whatever the app does: the
 * libraries the route cannot start without, each used minimally, bundled together into one
 * minified, tree-shaken file (Vite's production build, no federation chunking) and gzipped like
 * the measured routes. The first-route budget applies to what a route loads above its floor
 * (page-sections.ts): the app's own code, the federation glue and whatever else it chose to load.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { kb, type BenchReport } from './lib/report';

/** Each library as the smallest program that uses what every route of ours needs from it. */
const LIBRARIES = {
  React: `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(createElement('div'));`,
  // Both apps route declaratively (BrowserRouter + Routes), which needs less than the data router.
  'react-router': `import { createElement as h } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
globalThis.router = () =>
  h(BrowserRouter, null, h(Link, { to: '/' }), h(Routes, null, h(Route, { path: '/', element: null })));`,
  'MUI (theme, baseline, Typography, Button)': `import { createElement as h } from 'react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
globalThis.mui = () =>
  h(ThemeProvider, { theme: createTheme() }, h(CssBaseline), h(Typography, null, 'a'), h(Button, null, 'b'));`,
  'MF runtime': `import { createInstance } from '@module-federation/runtime';
const federation = createInstance({
  name: 'host',
  remotes: [{ name: 'remote', entry: '/remoteEntry.js', type: 'module' }],
  shared: {},
});
globalThis.remote = () => federation.loadRemote('remote/components');`,
  'Firestore listener': `import { initializeApp } from 'firebase/app';
import { doc, getFirestore, onSnapshot } from 'firebase/firestore';
globalThis.watch = () =>
  onSnapshot(doc(getFirestore(initializeApp({ projectId: 'p' })), 'directory/meta'), () => {});`,
  'TanStack Query': `import { createElement } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
const client = new QueryClient();
const Read = () => useQuery({ queryKey: ['k'], queryFn: () => 1 }).data;
globalThis.query = () => createElement(QueryClientProvider, { client }, createElement(Read));`,
  'Firebase Auth': `import { initializeApp } from 'firebase/app';
import { getAuth, onAuthStateChanged, signInWithEmailAndPassword } from 'firebase/auth';
globalThis.signIn = () => {
  const auth = getAuth(initializeApp({ apiKey: 'k' }));
  onAuthStateChanged(auth, () => {});
  return signInWithEmailAndPassword(auth, 'e', 'p');
};`,
} as const;
export type Library = keyof typeof LIBRARIES;

/** What every first route of both apps starts with (server state: one query library, README). */
const APP: Library[] = [
  'React',
  'react-router',
  'MUI (theme, baseline, Typography, Button)',
  'MF runtime',
  'TanStack Query',
];
/** What each measured route needs before any code of ours (the directory and dashboard are live). */
export const ROUTE_NEEDS = {
  'storefront /': APP,
  'storefront /swag': [...APP, 'Firestore listener'],
  'storefront /swag/{slug}': APP,
  'admin /admin/login': [...APP, 'Firebase Auth'],
  'admin /admin': [...APP, 'Firebase Auth', 'Firestore listener'],
} satisfies Record<string, Library[]>;
export type FloorRoute = keyof typeof ROUTE_NEEDS;

/**
 * The app that loads each route: its libraries are resolved from there, as its own build does.
 * The repo root holds other versions (the root's firebase is the test tools' newer one, larger
 * than the apps' pinned one), so resolving from anywhere else measures a library no route loads.
 */
const ROUTE_APP: Record<FloorRoute, 'storefront' | 'admin-console'> = {
  'storefront /': 'storefront',
  'storefront /swag': 'storefront',
  'storefront /swag/{slug}': 'storefront',
  'admin /admin/login': 'admin-console',
  'admin /admin': 'admin-console',
};
const appDir = (app: string) => fileURLToPath(new URL(`../../${app}/`, import.meta.url));
/** The floor's modules, named as files of the app (never written) so imports resolve from it. */
const FLOOR_DIR = 'src/__floor__/';

const floors = new Map<string, Promise<number>>();

/** Gzipped bytes of these libraries bundled together (built once per set and app per run). */
function floorOf(app: string, libraries: readonly Library[]): Promise<number> {
  const key = `${app}: ${libraries.join(' + ')}`;
  const known = floors.get(key);
  if (known) return known;
  const bytes = bundledGzip(app, libraries);
  floors.set(key, bytes);
  return bytes;
}

/** The floor of one measured route. */
export const routeFloor = (route: FloorRoute): Promise<number> =>
  floorOf(ROUTE_APP[route], ROUTE_NEEDS[route]);

/** Each library of a route's floor, bundled alone. */
export async function libraryFloors(route: FloorRoute): Promise<Partial<Record<Library, number>>> {
  const floors: Partial<Record<Library, number>> = {};
  for (const library of ROUTE_NEEDS[route]) {
    floors[library] = await floorOf(ROUTE_APP[route], [library]);
  }
  return floors;
}

/** Bundled as our apps are (Vite's production build, rolldown), into one file. */
async function bundledGzip(app: string, libraries: readonly Library[]): Promise<number> {
  const root = appDir(app);
  const file = (name: string) => `${root}${FLOOR_DIR}${name.replace(/[^A-Za-z-]+/g, '_')}.js`;
  const names = new Map(Object.keys(LIBRARIES).map((name) => [file(name), name as Library]));
  const entry = file('entry');
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        // One module per library, imported by the entry: their imports stay apart. Each is a
        // path inside the app, so its bare imports resolve from the app's node_modules upwards.
        name: 'floor-libraries',
        enforce: 'pre',
        resolveId: (id) => (id === entry || names.has(id) ? id : null),
        load(id) {
          if (id === entry) return libraries.map((lib) => `import '${file(lib)}';`).join('\n');
          const name = names.get(id);
          return name ? LIBRARIES[name] : null;
        },
      },
    ],
    build: {
      write: false,
      target: 'esnext',
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: entry, output: { codeSplitting: false } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) =>
    'output' in o ? o.output : [],
  );
  const code = chunks.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
  return gzipSync(code, { level: 9 }).byteLength;
}

export async function firstRouteFloor(report: BenchReport): Promise<void> {
  for (const name of Object.keys(LIBRARIES) as Library[]) {
    const bytes = await floorOf('storefront', [name]);
    report.info('first-route floor', `${name} alone`, kb(bytes), bytes);
  }
  for (const [route, needs] of Object.entries(ROUTE_NEEDS)) {
    const bytes = await routeFloor(route as FloorRoute);
    report.info('first-route floor', `${route}: ${needs.join(' + ')}`, kb(bytes), bytes);
  }
}
