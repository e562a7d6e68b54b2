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

const ENTRY = 'floor:entry';
const SHARED_UI = fileURLToPath(new URL('../../shared-ui/', import.meta.url));

const floors = new Map<string, Promise<number>>();

/** Gzipped bytes of these libraries bundled together (built once per set per bench run). */
function floorOf(libraries: readonly Library[]): Promise<number> {
  const key = libraries.join(' + ');
  const known = floors.get(key);
  if (known) return known;
  const bytes = bundledGzip(libraries);
  floors.set(key, bytes);
  return bytes;
}

/** The floor of one measured route. */
export const routeFloor = (route: FloorRoute): Promise<number> => floorOf(ROUTE_NEEDS[route]);

/** Each library of a route's floor, bundled alone. */
export async function libraryFloors(route: FloorRoute): Promise<Partial<Record<Library, number>>> {
  const floors: Partial<Record<Library, number>> = {};
  for (const library of ROUTE_NEEDS[route]) floors[library] = await floorOf([library]);
  return floors;
}

/** Bundled as our apps are (Vite's production build, rolldown), into one file. */
async function bundledGzip(libraries: readonly Library[]): Promise<number> {
  const output = await build({
    // From shared-ui, where the apps' own versions resolve (the repo root has a newer firebase,
    // a dependency of the test tools).
    root: SHARED_UI,
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        // One virtual module per library, imported by the entry: their imports stay apart.
        name: 'floor-libraries',
        resolveId: (id) => (id.startsWith('floor:') ? `\0${id}` : null),
        load(id) {
          if (!id.startsWith('\0floor:')) return null;
          const name = id.slice('\0floor:'.length);
          if (name === 'entry') return libraries.map((lib) => `import 'floor:${lib}';`).join('\n');
          return LIBRARIES[name as Library];
        },
      },
    ],
    build: {
      write: false,
      target: 'esnext',
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: ENTRY, output: { codeSplitting: false } },
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
    const bytes = await floorOf([name]);
    report.info('first-route floor', `${name} alone`, kb(bytes), bytes);
  }
  for (const [route, needs] of Object.entries(ROUTE_NEEDS)) {
    const bytes = await floorOf(needs);
    report.info('first-route floor', `${route}: ${needs.join(' + ')}`, kb(bytes), bytes);
  }
}
