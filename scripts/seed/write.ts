import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

export interface SeedDoc {
  ref: DocumentReference;
  data: Record<string, unknown>;
}

/** Writes documents in batches (Firestore allows 500 writes per batch). */
export async function writeAll(db: Firestore, docs: readonly SeedDoc[]): Promise<void> {
  for (let start = 0; start < docs.length; start += 400) {
    const batch = db.batch();
    for (const { ref, data } of docs.slice(start, start + 400)) batch.set(ref, data);
    await batch.commit();
  }
}
