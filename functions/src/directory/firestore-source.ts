import {
  DIRECTORY_FIELDS,
  DIRECTORY_META_PATH,
  toDirectoryRow,
  versionFromTimestamp,
} from '@swagdrop/model';
import { db } from '../lib/admin';
import { DirectoryCache, type DirectorySource } from './snapshot-cache';

export const directoryMetaRef = () =>
  db.collection(DIRECTORY_META_PATH.collection).doc(DIRECTORY_META_PATH.doc);

/** The directory bundle's data in Firestore: the meta version and a projection of listings. */
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
};

/** One cache per function instance (module scope survives between requests). */
export function createDirectoryCache(): DirectoryCache {
  return new DirectoryCache(firestoreDirectorySource);
}
