import { useEffect, useState } from 'react';
import { getDb } from '@swagdrop/shared-ui/firebase';
import { DIRECTORY_META_PATH } from '@swagdrop/shared-ui/model';

/** Collections whose newest document moves when a dashboard figure may have changed. */
const WATCHED = ['claims', 'submissions', 'payments', 'audit_log'] as const;
const SETTLE_MS = 400;

/**
 * A number that goes up whenever something on the dashboard may have changed: a new claim,
 * submission or payment, any admin action (every one writes an audit entry), or any listing
 * write at all (`directory/meta`, which a trigger moves on each one, so listings written
 * outside the console still update Total Listings). Each watch is one document, so staying
 * live costs one read per change instead of re-reading whole collections; the counts
 * themselves are recomputed by count aggregations.
 */
export function useDashboardPulse(): number {
  const [pulse, setPulse] = useState(0);
  useEffect(() => {
    const unsubscribes: (() => void)[] = [];
    let timer: number | undefined;
    let cancelled = false;
    const bump = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setPulse((n) => n + 1), SETTLE_MS);
    };
    void (async () => {
      const db = await getDb();
      const { collection, doc, limit, onSnapshot, orderBy, query } =
        await import('firebase/firestore');
      if (cancelled) return;
      // The first snapshot of each watch arrives right away; the pulse only counts changes.
      const changes = () => {
        let first = true;
        return () => {
          if (first) first = false;
          else bump();
        };
      };
      for (const name of WATCHED) {
        const newest = query(collection(db, name), orderBy('created_at', 'desc'), limit(1));
        unsubscribes.push(onSnapshot(newest, changes(), () => undefined));
      }
      const meta = doc(db, DIRECTORY_META_PATH.collection, DIRECTORY_META_PATH.doc);
      unsubscribes.push(onSnapshot(meta, changes(), () => undefined));
    })();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      unsubscribes.forEach((unsubscribe) => unsubscribe());
    };
  }, []);
  return pulse;
}
