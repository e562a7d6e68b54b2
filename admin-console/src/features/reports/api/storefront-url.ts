import { getRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';

/**
 * The storefront's origin from runtime-config.js (the two apps live on different domains),
 * so a report's View link opens the public listing page.
 */
export function storefrontOrigin(): string {
  return getRuntimeConfig().storefrontUrl.replace(/\/+$/, '');
}
