import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  CALLABLES,
  DEMAND_NEAR_MILES,
  isListingLive,
  placeFromStored,
  placeLabel,
  type Place,
  type SearchDemandRow,
} from '@swagdrop/model';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { DEMAND_COLLECTIONS, DEMAND_CONFIG, DEMAND_SUMMARY_DOC } from './demand-config';
import { placeSummaryId } from './demand-keys';
import { labelsNear } from './nearby-places';
import { topRows } from './rollup';

/** The place of each live local listing the brand owns, one per label, at most brandMaxPlaces. */
async function brandPlaces(uid: string, now: number): Promise<Place[]> {
  const snap = await db
    .collection('swag_listings')
    .where('owner_uid', '==', uid)
    .limit(DEMAND_CONFIG.brandMaxListings)
    .get();
  const places = new Map<string, Place>();
  for (const doc of snap.docs) {
    const stored: unknown = doc.get('expires_at');
    const expiresAt = stored instanceof Timestamp ? stored.toMillis() : null;
    if (!isListingLive({ expires_at: expiresAt, expired: doc.get('expired') === true }, now)) {
      continue;
    }
    const place =
      doc.get('target_scope') === 'local' ? placeFromStored(doc.get('target_place')) : null;
    if (place) places.set(placeLabel(place), place);
  }
  return [...places]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(0, DEMAND_CONFIG.brandMaxPlaces)
    .map(([, place]) => place);
}

/**
 * 'What people near you look for' (docs/product-rules.md#demand): the searches without results
 * made within DEMAND_NEAR_MILES of the places the signed-in brand's own live listings target,
 * from the roll-up's per-place lists (one read per place, at most brandMaxLists). A brand never
 * reads the summaries itself (firestore.rules): this function decides which places are near.
 */
export const brandSearchDemand = publicCallable(
  CALLABLES.brandSearchDemand,
  async (_input, request) => {
    const uid = request.auth?.uid;
    if (!uid) throw new HttpsError('unauthenticated', 'Please log in to continue');
    const own = await brandPlaces(uid, Date.now());
    const places = own.map(placeLabel);
    if (places.length === 0) return { places, rows: [], rolled_at: null };
    const near = [
      ...new Set([...places, ...labelsNear(own, DEMAND_NEAR_MILES, DEMAND_CONFIG.brandMaxLists)]),
    ].slice(0, DEMAND_CONFIG.brandMaxLists);
    const lists = db
      .collection(DEMAND_COLLECTIONS.summary)
      .doc(DEMAND_SUMMARY_DOC)
      .collection(DEMAND_COLLECTIONS.places);
    const snaps = await db.getAll(...near.map((label) => lists.doc(placeSummaryId(label))));
    const rows: SearchDemandRow[] = [];
    let rolledAt: number | null = null;
    for (const snap of snaps) {
      if (!snap.exists || !near.includes(String(snap.get('place')))) continue;
      const stored: unknown = snap.get('rows');
      if (Array.isArray(stored)) rows.push(...(stored as SearchDemandRow[]));
      const at: unknown = snap.get('rolled_at');
      if (at instanceof Timestamp) rolledAt = Math.max(rolledAt ?? 0, at.toMillis());
    }
    return { places, rows: topRows(rows), rolled_at: rolledAt };
  },
);
