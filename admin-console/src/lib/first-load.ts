interface QueryView {
  data: unknown;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
}

/**
 * What a screen shows before it has data: the skeleton while the first read (or its Retry)
 * runs, the error once it failed. With data, the data stays on screen through refetches and
 * a failed "Load more" (which is toasted).
 */
export function firstLoad(query: QueryView): { loading: boolean; error: boolean } {
  const none = query.data === undefined;
  const loading = none && (query.isPending || query.isFetching);
  return { loading, error: none && query.isError && !loading };
}
