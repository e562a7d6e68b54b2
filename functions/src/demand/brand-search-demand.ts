import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  CALLABLES,
  isListingLive,
  placeFromStored,
  placeLabel,
  type SearchDemandRow,
} from '@swagdrop/model';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { DEMAND_COLLECTIONS, DEMAND_CONFIG, DEMAND_SUMMARY_DOC } from './demand-config';
import { placeSummaryId } from './demand-keys';
import { topRows } from './rollup';

/** The 'City, ST' of each live local listing the brand owns, at most brandMaxPlaces, sorted. */
async function brandPlaces(uid: string, now: number): Promise<string[]> {
  const snap = await db
    .collection('swag_listings')
    .where('owner_uid', '==', uid)
    .limit(DEMAND_CONFIG.brandMaxListings)
    .get();
  const labels = new Set<string>();
  for (const doc of snap.docs) {
    const stored: unknown = doc.get('expires_at');
    const expiresAt = stored instanceof Timestamp ? stored.toMillis() : null;
    if (!isListingLive({ expires_at: expiresAt, expired: doc.get('expired') === true }, now)) {
      continue;
    }
    const place =
      doc.get('target_scope') === 'local' ? placeFromStored(doc.get('target_place')) : null;
    if (place) labels.add(placeLabel(place));
  }
  return [...labels].sort().slice(0, DEMAND_CONFIG.brandMaxPlaces);
}

/**
 * 'What people near you look for' (docs/product-rules.md#demand): the searches without results
 * made in the places the signed-in brand's own live listings target, from the roll-up's
 * per-place lists (one read per place). A brand never reads the summaries itself
 * (firestore.rules): this function decides which places are its own.
 */
export const brandSearchDemand = publicCallable(
  CALLABLES.brandSearchDemand,
  async (_input, request) => {
    const uid = request.auth?.uid;
    if (!uid) throw new HttpsError('unauthenticated', 'Please log in to continue');
    const places = await brandPlaces(uid, Date.now());
    if (places.length === 0) return { places, rows: [], rolled_at: null };
    const lists = db
      .collection(DEMAND_COLLECTIONS.summary)
      .doc(DEMAND_SUMMARY_DOC)
      .collection(DEMAND_COLLECTIONS.places);
    const snaps = await db.getAll(...places.map((place) => lists.doc(placeSummaryId(place))));
    const rows: SearchDemandRow[] = [];
    let rolledAt: number | null = null;
    for (const snap of snaps) {
      if (!snap.exists || !places.includes(String(snap.get('place')))) continue;
      const stored: unknown = snap.get('rows');
      if (Array.isArray(stored)) rows.push(...(stored as SearchDemandRow[]));
      const at: unknown = snap.get('rolled_at');
      if (at instanceof Timestamp) rolledAt = Math.max(rolledAt ?? 0, at.toMillis());
    }
    return { places, rows: topRows(rows), rolled_at: rolledAt };
  },
);
