import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { directoryChangeExpiresAt } from '../lib/expiry';
import { directoryChangesRef, directoryMetaRef } from './firestore-source';

/**
 * Keeps `directory/meta` current and records what changed: every create, update or delete of a
 * listing gives the directory a new version (the commit time, which only moves forward for one
 * document) and adds a `directory_changes` entry with the same version, in one batch, so a
 * cache holding an older version reads only the changes after it and the listings they name.
 * Blind writes: no read, no transaction, no contention between concurrent listing writes.
 * Retried on failure: a lost bump would leave every cache on old data until the next listing
 * write or full check, while a replay only moves the version forward again (the entry is keyed
 * by the event, so it is rewritten, not doubled; the informational `count` may count twice).
 */
export const directoryOnListingWrite = onDocumentWritten(
  { document: 'swag_listings/{listingId}', retry: true, memory: '256MiB' },
  async (event) => {
    const existedBefore = event.data?.before.exists ?? false;
    const existsAfter = event.data?.after.exists ?? false;
    const delta = Number(existsAfter) - Number(existedBefore);
    const batch = db.batch();
    batch.set(
      directoryMetaRef(),
      {
        version: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
        // Informational only (the bundle's own count is authoritative): an increment keeps
        // concurrent writes from overwriting each other without a transaction.
        count: FieldValue.increment(delta),
      },
      { merge: true },
    );
    batch.set(directoryChangesRef().doc(event.id), {
      listing_id: event.params.listingId,
      version: FieldValue.serverTimestamp(),
      deleted: !existsAfter,
      expires_at: Timestamp.fromMillis(directoryChangeExpiresAt(Date.now())),
    });
    await batch.commit();
  },
);
