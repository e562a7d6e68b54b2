import { useQuery } from '@tanstack/react-query';
import { planCatalogueSchema, type PlanCatalogue } from '@swagdrop/model';
import { getRuntimeConfig } from '@swagdrop/firebase-web/runtime-config';
import { HttpError } from '../../../lib/http-error';
import { queryKeys } from '../../../lib/query-keys';

/** As long as the function's answer is cached by the CDN. */
const CATALOGUE_STALE_MS = 5 * 60_000;

/**
 * GET planCatalogue: the plans' Stripe price ids of this deployment, read at run time so no id
 * is built into the app (the function's answer is CDN-cached for a few minutes).
 */
export function usePlanCatalogue() {
  return useQuery({
    queryKey: queryKeys.planCatalogue,
    queryFn: async ({ signal }): Promise<PlanCatalogue> => {
      const response = await fetch(`${getRuntimeConfig().functionsBaseUrl}/planCatalogue`, {
        signal,
      });
      if (!response.ok) throw new HttpError('planCatalogue', response.status);
      return planCatalogueSchema.parse(await response.json());
    },
    staleTime: CATALOGUE_STALE_MS,
  });
}
