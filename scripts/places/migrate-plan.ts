import type { DocumentReference, Firestore, Timestamp } from 'firebase-admin/firestore';
import { placeLabel, planPlaceMigration, type Place, type PlaceTargeting } from '@swagdrop/model';
import { placeIndex } from '../../functions/src/places/target-place';

/** The collections whose documents carry a target (listings and the submissions behind them). */
export const TARGETED_COLLECTIONS = ['swag_listings', 'submissions'] as const;

export interface PlaceChange {
  ref: DocumentReference;
  /** The document's update time when read: a document edited since is not overwritten. */
  readAt: Timestamp;
  after: PlaceTargeting;
  /** What is printed: `swag_listings/ab12: "austin tx" → "Austin, TX" (30.267, -97.743)`. */
  line: string;
}

export interface MigrationReport {
  checked: number;
  changes: PlaceChange[];
  unmatched: { collection: string; id: string; text: string }[];
}

const shown = (place: Place | null) => (place ? ` (${place.lat}, ${place.lng})` : '');

/** Reads every local document and decides each one's change (packages/model place-targeting). */
export async function planMigration(db: Firestore): Promise<MigrationReport> {
  const report: MigrationReport = { checked: 0, changes: [], unmatched: [] };
  for (const collection of TARGETED_COLLECTIONS) {
    const snapshot = await db
      .collection(collection)
      .where('target_scope', '==', 'local')
      .select('target_scope', 'target_location', 'target_place')
      .get();
    for (const doc of snapshot.docs) {
      report.checked += 1;
      const plan = planPlaceMigration(placeIndex(), doc.data());
      if (plan.kind === 'unmatched') {
        report.unmatched.push({ collection, id: doc.id, text: plan.text });
      } else if (plan.kind === 'change') {
        const { before, after } = plan;
        const from = `${JSON.stringify(before.target_location)}${shown(before.target_place)}`;
        const place = after.target_place ? placeLabel(after.target_place) : '';
        report.changes.push({
          ref: doc.ref,
          readAt: doc.updateTime,
          after,
          line: `${collection}/${doc.id}: ${from} → ${JSON.stringify(place)}${shown(after.target_place)}`,
        });
      }
    }
  }
  return report;
}
