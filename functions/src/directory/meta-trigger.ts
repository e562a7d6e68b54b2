import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { directoryMetaRef } from './firestore-source';

/**
 * Keeps `directory/meta` current: every create, update or delete of a listing gives the
 * directory a new version (the commit time, which only moves forward for one document), so
 * open directories refetch the bundle and caches keyed by version never serve old data.
 * A blind write: no read, no transaction, no contention between concurrent listing writes.
 * Retried on failure: a lost bump would leave every cache on old data until the next listing
 * write, while a replay only moves the version forward again (and at worst counts the
 * informational `count` twice, which nothing reads).
 */
export const directoryOnListingWrite = onDocumentWritten(
  { document: 'swag_listings/{listingId}', retry: true, memory: '256MiB' },
  async (event) => {
    const existedBefore = event.data?.before.exists ?? false;
    const existsAfter = event.data?.after.exists ?? false;
    const delta = Number(existsAfter) - Number(existedBefore);
    await directoryMetaRef().set(
      {
        version: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
        // Informational only (the bundle's own count is authoritative): an increment keeps
        // concurrent writes from overwriting each other without a transaction.
        count: FieldValue.increment(delta),
      },
      { merge: true },
    );
  },
);
