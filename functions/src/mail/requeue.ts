import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { mailCollection } from './outbox';
import { unsubscribedFields } from './unsubscribed-mail';

/** One page of due mail per query, so a backlog never loads at once. */
const PAGE = 100;
/**
 * A queued mail the trigger has not moved for this long gets a fresh write, so the trigger sees
 * it again: its retries ran out, or a setting was missing and has been set since.
 */
export const STALE_QUEUED_MS = 15 * 60 * 1000;

type Due = (doc: DocumentData) => boolean;

/**
 * Puts mail that is due for another attempt back to `queued`; the write fires `sendQueuedMail`
 * again. Failed mail whose `next_attempt_at` has passed, mail whose sending lease expired (the
 * function died mid-attempt) and stale queued mail. Each document is re-checked in a
 * transaction, so a concurrent claim or delivery is never undone. Returns how many it requeued.
 */
export async function requeueDueMail(store: Firestore, now: Date): Promise<number> {
  const cutoff = Timestamp.fromDate(now);
  const mail = mailCollection(store);
  const before =
    (field: string, time: Timestamp): Due =>
    (doc) =>
      doc[field] instanceof Timestamp && doc[field].toMillis() <= time.toMillis();
  const staleCutoff = Timestamp.fromMillis(now.getTime() - STALE_QUEUED_MS);
  const sweeps: [Query, string, Due][] = [
    [
      mail.where('status', '==', 'failed').where('next_attempt_at', '<=', cutoff),
      'failed',
      before('next_attempt_at', cutoff),
    ],
    // A crash between the relay accepting a mail and the `delivered` write sends it twice:
    // the one duplicate window of the outbox (README "Email").
    [
      mail.where('status', '==', 'sending').where('lease_expires_at', '<=', cutoff),
      'sending',
      before('lease_expires_at', cutoff),
    ],
    [
      mail.where('status', '==', 'queued').where('updated_at', '<=', staleCutoff),
      'queued',
      before('updated_at', staleCutoff),
    ],
  ];
  let total = 0;
  for (const [query, status, due] of sweeps) total += await sweep(store, query, status, due, now);
  return total;
}

async function sweep(
  store: Firestore,
  query: Query,
  status: string,
  due: Due,
  now: Date,
): Promise<number> {
  let total = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    for (const doc of page.docs) {
      const requeued = await store.runTransaction(async (tx) => {
        const fresh = (await tx.get(doc.ref)).data();
        if (!fresh || fresh.status !== status || !due(fresh)) return false;
        // Its address unsubscribed while it was being sent: end it instead of sending again.
        if (fresh.unsubscribed_at) {
          tx.update(doc.ref, unsubscribedFields(now));
          return false;
        }
        tx.update(doc.ref, {
          status: 'queued',
          next_attempt_at: null,
          lease_expires_at: null,
          updated_at: FieldValue.serverTimestamp(),
        });
        return true;
      });
      if (requeued) total += 1;
    }
    if (page.size < PAGE) return total;
    last = page.docs[page.docs.length - 1];
  }
}
