import { useCallback, useEffect, useState } from 'react';
import type { ListMailResult, MailLogRow, MailStatus } from '@swagdrop/shared-ui/model';
import { listMailRequestSchema } from '@swagdrop/shared-ui/model';
import { CALLABLES, callFunction } from '@swagdrop/shared-ui/firebase';

/** The Email log's status filter: every mail or one status. */
export type MailFilter = 'all' | MailStatus;

/** One page of the Email log from the admin-only `listMail` callable (browsers cannot read mail). */
export function fetchMailPage(filter: MailFilter, cursor: string | null): Promise<ListMailResult> {
  const request = listMailRequestSchema.parse({
    status: filter === 'all' ? null : filter,
    cursor,
  });
  return callFunction(CALLABLES.listMail, request);
}

interface State {
  rows: MailLogRow[];
  next: string | null;
  loading: boolean;
  loadingMore: boolean;
  error: boolean;
}

const INITIAL: State = { rows: [], next: null, loading: true, loadingMore: false, error: false };

/** The log for one filter, page after page ("Load more"); `onError` is told of each failed load. */
export function useMailLog(filter: MailFilter, onError: (error: unknown) => void) {
  const [state, setState] = useState<State>(INITIAL);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState(INITIAL);
    fetchMailPage(filter, null).then(
      (page) => {
        if (!cancelled) setState({ ...INITIAL, ...page, loading: false });
      },
      (error: unknown) => {
        if (cancelled) return;
        setState({ ...INITIAL, loading: false, error: true });
        onError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [filter, version, onError]);

  const loadMore = useCallback(async () => {
    if (!state.next) return;
    setState((s) => ({ ...s, loadingMore: true }));
    try {
      const page = await fetchMailPage(filter, state.next);
      setState((s) => ({ ...s, rows: [...s.rows, ...page.rows], next: page.next }));
    } catch (error) {
      onError(error);
    } finally {
      setState((s) => ({ ...s, loadingMore: false }));
    }
  }, [filter, state.next, onError]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  /** After a resend: the row shows its new status at once (the server changed it). */
  const markQueued = useCallback((key: string) => {
    setState((s) => ({
      ...s,
      rows: s.rows.map((row) =>
        row.key === key ? { ...row, status: 'queued', last_error: null } : row,
      ),
    }));
  }, []);

  return { ...state, loadMore, refresh, markQueued };
}
