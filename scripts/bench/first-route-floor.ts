/**
 * The least JavaScript a first route can load in this stack, whatever the app does: the
 * libraries the route cannot start without, each used minimally, bundled together into one
 * minified, tree-shaken file (Vite's production build, no federation chunking) and gzipped like
 * the measured routes. Informational: it shows how much of the first-route budget the fixed
 * stack leaves to the app, so a FAIL there can be told apart from waste.
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
  'react-router': `import { createElement } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
globalThis.router = () =>
  createElement(RouterProvider, { router: createBrowserRouter([{ path: '/', element: null }]) });`,
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
  'Firebase Auth': `import { initializeApp } from 'firebase/app';
import { getAuth, onAuthStateChanged, signInWithEmailAndPassword } from 'firebase/auth';
globalThis.signIn = () => {
  const auth = getAuth(initializeApp({ apiKey: 'k' }));
  onAuthStateChanged(auth, () => {});
  return signInWithEmailAndPassword(auth, 'e', 'p');
};`,
} as const;
type Library = keyof typeof LIBRARIES;

/** What every first route of both apps starts with. */
const APP: Library[] = [
  'React',
  'react-router',
  'MUI (theme, baseline, Typography, Button)',
  'MF runtime',
];
/** What each measured route needs before any code of ours (live data: spec issues 3 and 5). */
const ROUTES: [route: string, needs: Library[]][] = [
  ['storefront / and /swag/{slug}', APP],
  ['storefront /swag (live directory)', [...APP, 'Firestore listener']],
  ['admin /admin/login', [...APP, 'Firebase Auth']],
  ['admin /admin (live dashboard)', [...APP, 'Firebase Auth', 'Firestore listener']],
];

const ENTRY = 'floor:entry';
const SHARED_UI = fileURLToPath(new URL('../../shared-ui/', import.meta.url));

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

export async function firstRouteFloor(report: BenchReport, budgetBytes: number): Promise<void> {
  for (const name of Object.keys(LIBRARIES) as Library[]) {
    const bytes = await bundledGzip([name]);
    report.info('first-route floor', `${name} alone`, kb(bytes), bytes);
  }
  for (const [route, needs] of ROUTES) {
    const bytes = await bundledGzip(needs);
    const left = budgetBytes - bytes;
    report.info(
      'first-route floor',
      `${route}: ${needs.join(' + ')}`,
      `${kb(bytes)} (${left >= 0 ? `${kb(left)} of the budget left` : `${kb(-left)} over the budget`})`,
      bytes,
    );
  }
}
