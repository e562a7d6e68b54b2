import type { Firestore } from 'firebase-admin/firestore';
import type { PlaceChange } from './migrate-plan';

/** Firestore's limit of writes in one batch. */
export const BATCH_LIMIT = 500;

/**
 * Writes the planned changes in batches. Each update requires the document to be as it was
 * read, so a listing edited meanwhile fails its batch instead of losing the edit; the error
 * says so and a new run (which re-reads) finishes the job.
 */
export async function writePlaceChanges(db: Firestore, changes: PlaceChange[]): Promise<void> {
  for (let start = 0; start < changes.length; start += BATCH_LIMIT) {
    const batch = db.batch();
    for (const { ref, readAt, after } of changes.slice(start, start + BATCH_LIMIT)) {
      batch.update(ref, { ...after }, { lastUpdateTime: readAt });
    }
    try {
      await batch.commit();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `writing changes ${start + 1}–${Math.min(start + BATCH_LIMIT, changes.length)} failed ` +
          `(${reason}); a document may have been edited meanwhile: run the migration again.`,
        { cause: error },
      );
    }
  }
}
