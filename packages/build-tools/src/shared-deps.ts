/**
 * The MUI subset every build imports instead of `@mui/material` (shared-ui/mui). It is a package
 * of its own: federation keeps imports from inside a shared package local, so as a part of
 * shared-ui the remote's own modules (the toasts) would bundle a second copy.
 */
export const MUI_SUBSET = '@swagdrop/mui';

/**
 * Singletons shared between the remote and both hosts: one React and one MUI, so hooks work
 * across the boundary and the theme reaches remote components. Emotion comes with the MUI (the
 * remote's components use it only through the subset), so it needs no share of its own (each
 * share costs federation glue on every first route: npm run bench). The host registers
 * its shared modules before it loads the remote (same versions: the first registered is kept),
 * so every singleton is the host's own copy and the MUI components a host bundles itself share
 * its modules (mui-barrel-plugin.ts).
 */
const SINGLETONS = ['react', 'react-dom', MUI_SUBSET];

export const sharedSingletons = Object.fromEntries(
  SINGLETONS.map((name) => [name, { singleton: true }]),
);

export const SHARED_UI_REMOTE = 'shared_ui';
/** Local default; runtime-config.js overrides it per environment. */
export const SHARED_UI_DEFAULT_ENTRY = 'http://127.0.0.1:5106/mf-manifest.json';
