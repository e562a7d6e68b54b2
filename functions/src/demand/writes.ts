import { randomBytes, randomInt } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { demandDay, type SearchDemandRow } from '@swagdrop/model';
import { searchDemandExpiresAt, searchDemandSeenExpiresAt } from '../lib/expiry';
import { DEMAND_COLLECTIONS, DEMAND_CONFIG, DEMAND_SUMMARY_DOC } from './demand-config';
import { countDocId, placeSummaryId } from './demand-keys';

/**
 * Every Firestore write of the search demand counts: a counted search and the roll-up's
 * summaries. The Firestore instance is passed in, so the roll-up runs the same from its
 * schedule and from a test.
 */

const ALREADY_EXISTS = 6; // gRPC status code Firestore uses when create() finds a document

/** The salt of the day this instance has read (one day at a time). */
let knownSalt: { day: string; salt: string } | null = null;

/**
 * A random salt for the day's "counted" marks, stored beside them (`salt-<day>`, same expiry):
 * a mark is an HMAC of the visitor's IP with it, so nobody can recompute the IP from a mark by
 * trying every address, and once the salt expires no mark can be linked to anyone.
 */
export async function demandDaySalt(db: Firestore, day: string): Promise<string> {
  if (knownSalt?.day === day) return knownSalt.salt;
  const ref = db.collection(DEMAND_COLLECTIONS.seen).doc(`salt-${day}`);
  const stored = async () => {
    const value: unknown = (await ref.get()).get('salt');
    return typeof value === 'string' ? value : null;
  };
  let salt = await stored();
  if (salt === null) {
    // The first calls of a day race to create it: one create wins, the others read its salt.
    const fresh = randomBytes(32).toString('hex');
    const expires_at = Timestamp.fromMillis(searchDemandSeenExpiresAt(day));
    try {
      await ref.create({ salt: fresh, expires_at });
      salt = fresh;
    } catch (error) {
      if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
      salt = await stored();
      if (salt === null) throw error;
    }
  }
  knownSalt = { day, salt };
  return salt;
}

/**
 * Counts one search without results, at most once per `seenId` (the visitor's words, place and
 * day: record-search-demand.ts). The mark holds no field but its expiry and goes after the
 * day. Mark and count are one batch: a repeat fails on the mark and adds nothing. The count
 * goes to one of DEMAND_CONFIG.shards documents, picked at random, so a hot search spreads its
 * writes. Answers whether the search was counted.
 */
export async function countSearchOnce(
  db: Firestore,
  seenId: string,
  words: string,
  place: string | null,
  now: Date,
): Promise<boolean> {
  const day = demandDay(now);
  const seen = db.collection(DEMAND_COLLECTIONS.seen).doc(seenId);
  const shard = randomInt(DEMAND_CONFIG.shards);
  const count = db.collection(DEMAND_COLLECTIONS.counts).doc(countDocId(day, words, place, shard));
  const batch = db.batch();
  batch.create(seen, { expires_at: Timestamp.fromMillis(searchDemandSeenExpiresAt(day)) });
  batch.set(
    count,
    {
      day,
      words,
      place,
      shard,
      count: FieldValue.increment(1),
      // Deleted by the TTL policy on search_demand.expires_at (lib/expiry.ts).
      expires_at: Timestamp.fromMillis(searchDemandExpiresAt(day)),
    },
    { merge: true },
  );
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

export interface DemandSummary {
  since_day: string;
  until_day: string;
  rows: SearchDemandRow[];
  /** The roll-up stopped at its read bound. */
  truncated: boolean;
}

/** At most 500 writes per batch; the per-place lists are written in slices. */
const BATCH_SIZE = 400;

/**
 * Replaces the summaries: the overall top list, one list per place with counts, and removes
 * the place lists this roll-up did not write (no search there within the window any more).
 */
export async function writeDemandSummaries(
  db: Firestore,
  top: DemandSummary,
  byPlace: Map<string, SearchDemandRow[]>,
  rolledAt: Date,
): Promise<void> {
  const rolled_at = Timestamp.fromDate(rolledAt);
  const summary = db.collection(DEMAND_COLLECTIONS.summary).doc(DEMAND_SUMMARY_DOC);
  const places = summary.collection(DEMAND_COLLECTIONS.places);
  const window = { since_day: top.since_day, until_day: top.until_day, rolled_at };
  const entries = [...byPlace.entries()];
  for (let i = 0; i < entries.length; i += BATCH_SIZE) {
    const batch = db.batch();
    for (const [place, rows] of entries.slice(i, i + BATCH_SIZE)) {
      batch.set(places.doc(placeSummaryId(place)), { place, rows, ...window });
    }
    await batch.commit();
  }
  // Written after the place lists, so a reader of the top document never sees a newer window
  // than the place lists hold.
  await summary.set({ rows: top.rows, truncated: top.truncated, ...window });
  const stale = await places.where('rolled_at', '<', rolled_at).select().get();
  for (let i = 0; i < stale.docs.length; i += BATCH_SIZE) {
    const batch = db.batch();
    for (const doc of stale.docs.slice(i, i + BATCH_SIZE)) batch.delete(doc.ref);
    await batch.commit();
  }
}
