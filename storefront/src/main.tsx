import { readBootPayload } from './lib/boot-payload';
import { setPageFeaturedOrder } from './lib/directory/page-order';
import { startDirectoryPrefetch } from './lib/directory/prefetch-directory';

const payload = readBootPayload().then((served) => {
  setPageFeaturedOrder(served.directory?.featuredOrder ?? []);
  // The listings download while the app boots (home and /swag show them at once).
  startDirectoryPrefetch(window.location.pathname, served.directory?.version);
  return served;
});
// The async boundary lets Module Federation negotiate shared singletons before React loads.
const bootstrap = import('./bootstrap').then(({ start }) => ({ start }));
void Promise.all([bootstrap, payload]).then(([{ start }, served]) => start(served));
