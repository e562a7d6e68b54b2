import { startAppScripts } from './app-loader';

// A classic deferred script (app-loader-plugin.ts): its tag's data attributes name the scripts.
startAppScripts((document.currentScript as HTMLScriptElement).dataset, window);
