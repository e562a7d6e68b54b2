import { Timestamp } from 'firebase-admin/firestore';
import {
  DIRECTORY_CHANGES_COLLECTION,
  DIRECTORY_FIELDS,
  DIRECTORY_META_PATH,
  toDirectoryRow,
  versionFromTimestamp,
  type DirectoryRow,
} from '@swagdrop/model';
import { db } from '../lib/admin';
import { config } from '../config';
import { DirectoryCache, type DirectorySource } from './snapshot-cache';

export const directoryMetaRef = () =>
  db.collection(DIRECTORY_META_PATH.collection).doc(DIRECTORY_META_PATH.doc);

export const directoryChangesRef = () => db.collection(DIRECTORY_CHANGES_COLLECTION);

/** A version (microseconds) as the Timestamp it was made from. */
function timestampOf(version: number): Timestamp {
  const seconds = Math.floor(version / 1_000_000);
  return new Timestamp(seconds, (version - seconds * 1_000_000) * 1000);
}

/** The directory bundle's data in Firestore: the meta version, the changes and the listings. */
export const firestoreDirectorySource: DirectorySource = {
  async readVersion() {
    const snap = await directoryMetaRef().get();
    return versionFromTimestamp(snap.get('version'));
  },
  async readRows() {
    const snap = await db
      .collection('swag_listings')
      .select(...DIRECTORY_FIELDS)
      .get();
    return snap.docs.map((doc) => toDirectoryRow(doc.id, doc.data()));
  },
  async readChanges(after, limit) {
    const snap = await directoryChangesRef()
      .where('version', '>', timestampOf(after))
      .orderBy('version')
      .limit(limit)
      .get();
    return snap.docs.map((doc) => ({
      id: String(doc.get('listing_id')),
      version: versionFromTimestamp(doc.get('version')),
    }));
  },
  async readListings(ids) {
    const listings = db.collection('swag_listings');
    const snaps = await db.getAll(...ids.map((id) => listings.doc(id)), {
      fieldMask: [...DIRECTORY_FIELDS],
    });
    const rows = new Map<string, DirectoryRow | null>();
    for (const snap of snaps) {
      rows.set(snap.id, snap.exists ? toDirectoryRow(snap.id, snap.data() ?? {}) : null);
    }
    return rows;
  },
};

/** One cache per function instance (module scope survives between requests). */
export function createDirectoryCache(): DirectoryCache {
  return new DirectoryCache(firestoreDirectorySource, {
    fullCheckMs: config.directoryFullCheckMs,
  });
}
