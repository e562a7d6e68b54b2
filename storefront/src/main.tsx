import { startDirectoryPrefetch } from './lib/directory/prefetch-directory';

// The listings download while the app boots (home and /swag show them at once).
startDirectoryPrefetch(window.location.pathname);
// The async boundary lets Module Federation negotiate shared singletons before React loads.
void import('./bootstrap');
