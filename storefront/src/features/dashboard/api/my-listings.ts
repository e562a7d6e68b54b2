import { useEffect, useState } from 'react';
import type { MyListingRow } from '@swagdrop/shared-ui/model';
import { CALLABLES, callFunction } from '@swagdrop/shared-ui/firebase';

/** The signed-in brand's listings with their end and plan featuring (myListings callable). */
export async function fetchMyListings(): Promise<MyListingRow[]> {
  const result = await callFunction(CALLABLES.myListings, {});
  return result.listings;
}

export function useMyListings(uid: string) {
  const [state, setState] = useState<{ rows: MyListingRow[]; loading: boolean; error: boolean }>({
    rows: [],
    loading: true,
    error: false,
  });
  useEffect(() => {
    let cancelled = false;
    fetchMyListings()
      .then((rows) => !cancelled && setState({ rows, loading: false, error: false }))
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setState({ rows: [], loading: false, error: true });
      });
    return () => {
      cancelled = true;
    };
  }, [uid]);
  return state;
}
