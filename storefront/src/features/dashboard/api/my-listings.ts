import { useQuery } from '@tanstack/react-query';
import type { MyListingRow } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in brand's listings with their end and plan featuring (myListings callable). */
export async function fetchMyListings(): Promise<MyListingRow[]> {
  const result = await callFunction(CALLABLES.myListings, {});
  return result.listings;
}

export function useMyListings(uid: string) {
  return useQuery({ queryKey: queryKeys.myListings(uid), queryFn: fetchMyListings });
}
