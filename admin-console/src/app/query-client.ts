import { QueryCache, QueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorToast`: what the screen showing this read says when it fails. */
    queryMeta: { errorToast?: string };
  }
}

/**
 * The console's one QueryClient (server state of every screen; keys in lib/query-keys.ts).
 * A failed read is toasted once, with its query's `meta.errorToast`, when a screen shows it
 * (a background prefetch that fails says nothing). No retries: reads already wait for the
 * server's answer (lib/read-docs.ts), and a screen offers Retry. No refetch on focus: live
 * screens are kept current by listeners, the others refetch when they are opened.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      console.error(error);
      const toast = query.meta?.errorToast;
      if (toast && query.getObserversCount() > 0) {
        enqueueSnackbar(toast, { variant: 'error', preventDuplicate: true });
      }
    },
  }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
