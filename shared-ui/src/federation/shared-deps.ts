/**
 * Singletons shared between the remote and both hosts: one React, one MUI, one Emotion cache,
 * so hooks work across the boundary and the theme reaches remote components.
 */
const SINGLETONS = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'];

export const sharedSingletons = Object.fromEntries(
  SINGLETONS.map((name) => [name, { singleton: true }]),
);

export const SHARED_UI_REMOTE = 'shared_ui';
/** Local default; runtime-config.js overrides it per environment. */
export const SHARED_UI_DEFAULT_ENTRY = 'http://127.0.0.1:5106/mf-manifest.json';
