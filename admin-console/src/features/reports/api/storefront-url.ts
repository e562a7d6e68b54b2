import { useEffect, useState } from 'react';
import { loadRuntimeConfig } from '@swagdrop/shared-ui/federation';

/**
 * The storefront's origin from runtime-config.js (the two apps live on different domains),
 * so a report's View link opens the public listing page. Null until the config is read.
 */
export function useStorefrontUrl(): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadRuntimeConfig().then(
      (config) => {
        if (!cancelled) setUrl(config.storefrontUrl.replace(/\/+$/, ''));
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return url;
}
