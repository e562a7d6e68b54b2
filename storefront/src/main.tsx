import { BOOT_PAYLOAD_ID } from '@swagdrop/model';
import { parseBootPayload } from '@swagdrop/model/boot-payload';
import { setPageFeaturedOrder } from './lib/directory/page-order';
import { startDirectoryPrefetch } from './lib/directory/prefetch-directory';

// What the server said about the page it rendered (packages/model/src/page-render.ts), read
// once and handed to the app. No React here: it loads after Module Federation shares it.
const served = parseBootPayload(document.getElementById(BOOT_PAYLOAD_ID)?.textContent);
setPageFeaturedOrder(served.directory?.featuredOrder ?? []);
// The listings download while the app boots (home and /swag show them at once).
startDirectoryPrefetch(window.location.pathname, served.directory?.version);
// The async boundary lets Module Federation negotiate shared singletons before React loads.
void import('./bootstrap').then(({ start }) => start(served));
