import { useQuery } from '@tanstack/react-query';
import { loadRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The storefront's origin from runtime-config.js (the two apps live on different domains),
 * so a report's View link opens the public listing page. Null until the config is read.
 */
export function useStorefrontUrl(): string | null {
  const { data } = useQuery({
    queryKey: queryKeys.runtimeConfig,
    queryFn: loadRuntimeConfig,
    // Read once per page load: a deploy rewrites the file, a running console keeps its copy.
    staleTime: Infinity,
  });
  return data ? data.storefrontUrl.replace(/\/+$/, '') : null;
}
