import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockAmountField, z } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/** The 'Add stock' form: the amount as typed, read by the shared rule. */
export const addStockFormSchema = z.object({ amount: stockAmountField() });

/**
 * Adds units to what is left of one of the brand's own listings (addListingStock: the function
 * checks ownership and the limit, and audits it). The dashboard's rows and any listing page in
 * the cache are read again; open pages follow the stock's own listener.
 */
export function useAddListingStock(uid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { listingId: string; amount: number }) =>
      callFunction(CALLABLES.addListingStock, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.myListings(uid) }),
        client.invalidateQueries({ queryKey: queryKeys.listings }),
      ]),
  });
}
