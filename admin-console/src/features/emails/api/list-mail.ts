import { useMemo } from 'react';
import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { ListMailResult, MailStatus } from '@swagdrop/model';
import { MAIL_MODERATOR_COPY, listMailRequestSchema } from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { firstLoad } from '../../../lib/first-load';
import { queryKeys } from '../../../lib/query-keys';

/** The Email log's status filter: every mail or one status. */
export type MailFilter = 'all' | MailStatus;

/**
 * The log for one filter, page after page ("Load more") from the admin-only `listMail` callable
 * (browsers cannot read mail); a failed read is toasted.
 */
export function useMailLog(filter: MailFilter) {
  const client = useQueryClient();
  const queryKey = queryKeys.mail.list(filter);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam: cursor }) =>
      callFunction(
        CALLABLES.listMail,
        listMailRequestSchema.parse({ status: filter === 'all' ? null : filter, cursor }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    meta: { errorToast: MAIL_MODERATOR_COPY.log.loadFailed },
  });
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.rows) ?? [], [query.data]);
  return {
    ...firstLoad(query),
    rows,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    /** The first page read again (the skeleton meanwhile), as on opening the log. */
    refresh: () => void client.resetQueries({ queryKey }),
  };
}

/** After a resend: the row shows its new status at once (the server changed it). */
export function markMailQueued(client: QueryClient, key: string): void {
  type Pages = InfiniteData<ListMailResult, string | null>;
  client.setQueriesData<Pages>({ queryKey: queryKeys.mail.all }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            rows: page.rows.map((row) =>
              row.key === key ? { ...row, status: 'queued', last_error: null } : row,
            ),
          })),
        }
      : data,
  );
  // A view filtered by status now holds a row of another status: read again when opened.
  void client.invalidateQueries({ queryKey: queryKeys.mail.all, refetchType: 'none' });
}
