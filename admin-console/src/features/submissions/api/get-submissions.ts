import { useCallback, useEffect, useState } from 'react';
import type { DocumentSnapshot } from 'firebase/firestore';
import {
  REVIEWABLE_PAYMENT_STATUS,
  UNPAID_PAYMENT_STATUSES,
  type Submission,
  z,
} from '@swagdrop/shared-ui/model';
import { getDb } from '@swagdrop/shared-ui/firebase';
import { toDate } from '../../../lib/to-date';
import { readDocs } from '../../../lib/read-docs';

/**
 * The spec's status filters, where 'pending' is the review queue (paid submissions only) and
 * 'unpaid' holds the pending submissions nobody has paid for yet.
 */
export const submissionFilterSchema = z.enum(['all', 'pending', 'unpaid', 'approved', 'rejected']);
export type SubmissionFilter = z.output<typeof submissionFilterSchema>;
/** The queue opens on pending (paid). */
export const DEFAULT_SUBMISSION_FILTER: SubmissionFilter = 'pending';
export const SUBMISSIONS_PAGE_SIZE = 50;

/** A submission as the queue shows it; categories and statuses stay raw strings (shown as is). */
export type SubmissionItem = Omit<Submission, 'category' | 'status' | 'payment_status'> & {
  category: string;
  status: string;
  payment_status: string;
};

export interface SubmissionsPage {
  items: SubmissionItem[];
  /** Start-after cursor for the next page, or null when this was the last one. */
  next: DocumentSnapshot | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toItem(snapshot: DocumentSnapshot): SubmissionItem {
  const d = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    title: text(d.title),
    description: text(d.description),
    image_url: text(d.image_url),
    image_rejected: d.image_rejected === true,
    brand_name: text(d.brand_name),
    category: text(d.category),
    external_url: text(d.external_url),
    coupon_code: text(d.coupon_code) || null,
    free_shipping: d.free_shipping === true,
    target_scope: d.target_scope === 'local' ? 'local' : 'nationwide',
    target_location: text(d.target_location) || null,
    contact_email: text(d.contact_email),
    status: text(d.status),
    payment_status: text(d.payment_status) || 'unpaid',
    user_id: text(d.user_id) || null,
    listing_id: text(d.listing_id) || null,
    created_at: toDate(d.created_at) ?? new Date(0),
  };
}

/**
 * docs/product-rules.md#moderation: newest first, optionally filtered by status (rules: admin
 * read).
 */
export async function getSubmissions(
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
    items: docs.map(toItem),
    next: docs.length === SUBMISSIONS_PAGE_SIZE ? (docs[docs.length - 1] ?? null) : null,
  };
}

interface State {
  items: SubmissionItem[];
  next: DocumentSnapshot | null;
  loading: boolean;
  loadingMore: boolean;
  error: boolean;
}

const INITIAL: State = { items: [], next: null, loading: true, loadingMore: false, error: false };

/** The queue for one filter; `onError` is told once per failed load (the page toasts). */
export function useSubmissions(filter: SubmissionFilter, onError: (error: unknown) => void) {
  const [state, setState] = useState<State>(INITIAL);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState(INITIAL);
    getSubmissions(filter).then(
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
      const page = await getSubmissions(filter, state.next);
      setState((s) => ({ ...s, items: [...s.items, ...page.items], next: page.next }));
    } catch (error) {
      onError(error);
    } finally {
      setState((s) => ({ ...s, loadingMore: false }));
    }
  }, [filter, state.next, onError]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  /** After an approve/reject: the item leaves a pending view (only those act), else updates. */
  const applyStatus = useCallback(
    (id: string, status: SubmissionItem['status']) => {
      setState((s) => ({
        ...s,
        items:
          filter === 'all'
            ? s.items.map((item) => (item.id === id ? { ...item, status } : item))
            : s.items.filter((item) => item.id !== id),
      }));
    },
    [filter],
  );

  return { ...state, hasMore: state.next !== null, loadMore, reload, applyStatus };
}
