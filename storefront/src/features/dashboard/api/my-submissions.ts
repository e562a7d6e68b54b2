import { useEffect, useState } from 'react';
import type { MySubmissionRow } from '@swagdrop/shared-ui/model';
import { CALLABLES, callFunction } from '@swagdrop/shared-ui/firebase';

/** The signed-in brand's submissions with review/payment status and claim counts. */
export async function fetchMySubmissions(): Promise<MySubmissionRow[]> {
  const result = await callFunction(CALLABLES.mySubmissions, {});
  return result.submissions;
}

export function useMySubmissions(uid: string) {
  const [state, setState] = useState<{
    rows: MySubmissionRow[];
    loading: boolean;
    error: boolean;
  }>({ rows: [], loading: true, error: false });
  useEffect(() => {
    let cancelled = false;
    fetchMySubmissions()
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
