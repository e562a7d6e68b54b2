import { useMemo } from 'react';
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { DocumentSnapshot } from 'firebase/firestore';
import {
  COPY,
  REVIEWABLE_PAYMENT_STATUS,
  UNPAID_PAYMENT_STATUSES,
  fromDocs,
  submissionDocSchema,
  type SubmissionDoc,
  z,
} from '@swagdrop/model';
import { getDb } from '@swagdrop/firebase-web';
import { readDocs } from '../../../lib/read-docs';
import { firstLoad } from '../../../lib/first-load';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The spec's status filters, where 'pending' is the review queue (paid submissions only) and
 * 'unpaid' holds the pending submissions nobody has paid for yet.
 */
export const submissionFilterSchema = z.enum(['all', 'pending', 'unpaid', 'approved', 'rejected']);
export type SubmissionFilter = z.output<typeof submissionFilterSchema>;
/** The queue opens on pending (paid). */
export const DEFAULT_SUBMISSION_FILTER: SubmissionFilter = 'pending';
const SUBMISSIONS_PAGE_SIZE = 50;

/** A submission as the queue shows it; categories and statuses stay raw strings (shown as is). */
export type SubmissionItem = SubmissionDoc;

export interface SubmissionsPage {
  items: SubmissionItem[];
  /** Start-after cursor for the next page, or null when this was the last one. */
  next: DocumentSnapshot | null;
}

const toItems = fromDocs(submissionDocSchema);

/**
 * docs/product-rules.md#moderation: newest first, optionally filtered by status (rules: admin
 * read).
 */
async function getSubmissions(
  filter: SubmissionFilter,
  after: DocumentSnapshot | null = null,
): Promise<SubmissionsPage> {
  const db = await getDb();
  const { collection, limit, orderBy, query, startAfter, where } =
    await import('firebase/firestore');
  const byFilter = {
    all: [],
    pending: [
      where('status', '==', 'pending'),
      where('payment_status', '==', REVIEWABLE_PAYMENT_STATUS),
    ],
    unpaid: [
      where('status', '==', 'pending'),
      where('payment_status', 'in', UNPAID_PAYMENT_STATUSES),
    ],
    approved: [where('status', '==', 'approved')],
    rejected: [where('status', '==', 'rejected')],
  } satisfies Record<SubmissionFilter, unknown[]>;
  const constraints = [
    ...byFilter[filter],
    orderBy('created_at', 'desc'),
    ...(after ? [startAfter(after)] : []),
    limit(SUBMISSIONS_PAGE_SIZE),
  ];
  const snapshot = await readDocs(query(collection(db, 'submissions'), ...constraints));
  const docs = snapshot.docs;
  return {
    items: toItems(docs),
    next: docs.length === SUBMISSIONS_PAGE_SIZE ? (docs[docs.length - 1] ?? null) : null,
  };
}

/** The queue for one filter, page after page ("Load more"); a failed read is toasted. */
export function useSubmissions(filter: SubmissionFilter) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.submissions.list(filter),
    queryFn: ({ pageParam }) => getSubmissions(filter, pageParam),
    initialPageParam: null as DocumentSnapshot | null,
    getNextPageParam: (last) => last.next,
    meta: { errorToast: COPY.failedToFetchSubmissions },
  });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return {
    ...firstLoad(query),
    items,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    reload: () => void query.refetch(),
  };
}

/**
 * After an approve or reject, what the moderator sees at once: the item leaves the filtered
 * views (only pending items can be acted on) and changes status in 'all'. Every view is
 * marked stale, so one opened next (Approved, say) is read again.
 */
export function applySubmissionStatus(client: QueryClient, id: string, status: string): void {
  type Pages = InfiniteData<SubmissionsPage, DocumentSnapshot | null>;
  for (const [key, data] of client.getQueriesData<Pages>({ queryKey: queryKeys.submissions.all })) {
    if (!data) continue;
    const keepAll = key[1] === 'all';
    client.setQueryData<Pages>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: keepAll
          ? page.items.map((item) => (item.id === id ? { ...item, status } : item))
          : page.items.filter((item) => item.id !== id),
      })),
    });
  }
  void client.invalidateQueries({ queryKey: queryKeys.submissions.all, refetchType: 'none' });
}
