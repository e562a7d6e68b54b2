import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a listing is saved, deleted or extended: the dashboard, claims and reports show
 * listing counts, titles and brands, so their cached reads are refetched (not awaited: the
 * save is done). The listings screen itself is live (get-listings.ts).
 */
export function invalidateListingViews(client: QueryClient): void {
  for (const queryKey of [queryKeys.dashboard.all, queryKeys.claims.all, queryKeys.reports.all]) {
    void client.invalidateQueries({ queryKey });
  }
}
