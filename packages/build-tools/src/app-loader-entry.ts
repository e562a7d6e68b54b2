import { startAppScripts } from './app-loader';

// A classic deferred script (app-loader-plugin.ts): its tag names the app's scripts.
const tag = document.currentScript as HTMLScriptElement;
startAppScripts(
  {
    entry: tag.dataset.entry ?? '',
    preloads: (tag.dataset.preload ?? '').split(' ').filter(Boolean),
  },
  window,
);
