import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DIRECTORY_META_PATH } from '@swagdrop/model';
import { getDb, startListener } from '@swagdrop/firebase-web';
import { queryKeys } from '../../../lib/query-keys';

/** Collections whose newest document moves when a dashboard figure may have changed. */
const WATCHED = ['claims', 'submissions', 'payments', 'audit_log'] as const;
const SETTLE_MS = 400;

/**
 * Keeps the dashboard current while it is open: its figures are read again whenever one may
 * have changed: a new claim, submission or payment, any admin action (every one writes an
 * audit entry), or any listing write at all (`directory/meta`, which a trigger moves on each
 * one, so listings written outside the console still update Total Listings). Each watch is
 * one document, so staying live costs one read per change instead of re-reading whole
 * collections; the counts themselves are count aggregations.
 */
export function useDashboardWatch(): void {
  const client = useQueryClient();
  useEffect(() => {
    let timer: number | undefined;
    const refresh = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => void client.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
        SETTLE_MS,
      );
    };
    // The first snapshot of each watch arrives right away; only later ones are changes.
    const changes = () => {
      let first = true;
      return () => {
        if (first) first = false;
        else refresh();
      };
    };
    const ignore = () => undefined;
    const stop = startListener(async () => {
      const db = await getDb();
      const { collection, doc, limit, onSnapshot, orderBy, query } =
        await import('firebase/firestore');
      const unsubscribes = WATCHED.map((name) =>
        onSnapshot(
          query(collection(db, name), orderBy('created_at', 'desc'), limit(1)),
          changes(),
          ignore,
        ),
      );
      const meta = doc(db, DIRECTORY_META_PATH.collection, DIRECTORY_META_PATH.doc);
      unsubscribes.push(onSnapshot(meta, changes(), ignore));
      return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    }, ignore);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [client]);
}
