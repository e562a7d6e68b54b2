import { useEffect, useState } from 'react';
import { planCatalogueSchema, type PlanCatalogue } from '@swagdrop/shared-ui/model';
import { getRuntimeConfig } from '@swagdrop/shared-ui/federation';

export interface PlanCatalogueState {
  catalogue: PlanCatalogue | null;
  loading: boolean;
  error: boolean;
}

/**
 * GET planCatalogue: the plans' Stripe price ids of this deployment, read at run time so no id
 * is built into the app (the function's answer is CDN-cached for a few minutes).
 */
export async function fetchPlanCatalogue(signal?: AbortSignal): Promise<PlanCatalogue> {
  const { functionsBaseUrl } = getRuntimeConfig();
  const response = await fetch(`${functionsBaseUrl}/planCatalogue`, { signal });
  if (!response.ok) throw new Error(`planCatalogue: HTTP ${response.status}`);
  return planCatalogueSchema.parse(await response.json());
}

export function usePlanCatalogue(): PlanCatalogueState {
  const [state, setState] = useState<PlanCatalogueState>({
    catalogue: null,
    loading: true,
    error: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    fetchPlanCatalogue(controller.signal)
      .then((catalogue) => setState({ catalogue, loading: false, error: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ catalogue: null, loading: false, error: true });
      });
    return () => controller.abort();
  }, []);
  return state;
}
