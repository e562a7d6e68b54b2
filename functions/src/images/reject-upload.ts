import type { Storage } from 'firebase-admin/storage';
import { IMAGE_FOLDER } from '@swagdrop/model';
import { db } from '../lib/admin';
import { storageEmulatorHost } from '../lib/storage-emulator';
import { logNonImageRejected } from './log';

type Bucket = ReturnType<Storage['bucket']>;

/**
 * The prefixes a stored image_url of this object can start with (the forms ownImagePath
 * accepts): the Firebase download URL (production host, or the emulator's locally) and the
 * public storage.googleapis.com URL.
 */
function urlPrefixes(bucket: string, name: string): string[] {
  const encoded = `/v0/b/${bucket}/o/${encodeURIComponent(`${IMAGE_FOLDER}/${name}`)}`;
  const hosts = ['https://firebasestorage.googleapis.com'];
  const emulator = storageEmulatorHost();
  if (emulator) hosts.push(`http://${emulator}`);
  return [
    ...hosts.map((host) => `${host}${encoded}`),
    `https://storage.googleapis.com/${bucket}/${IMAGE_FOLDER}/${name}`,
  ];
}

/** Flags every submission whose image_url points at this object; returns how many. */
async function flagSubmissions(bucket: Bucket, path: string): Promise<number> {
  const name = path.slice(path.lastIndexOf('/') + 1);
  let flagged = 0;
  for (const prefix of urlPrefixes(bucket.name, name)) {
    // A range on one field needs no composite index; '\uf8ff' sorts after any query string.
    const snapshot = await db
      .collection('submissions')
      .where('image_url', '>=', prefix)
      .where('image_url', '<', `${prefix}\uf8ff`)
      .get();
    for (const doc of snapshot.docs) {
      const url = String(doc.get('image_url') ?? '');
      // The character after the prefix must end the object name (query or end of string).
      const rest = url.slice(prefix.length);
      if (rest !== '' && !rest.startsWith('?')) continue;
      await doc.ref.update({ image_rejected: true, image_url: '' });
      flagged += 1;
    }
  }
  return flagged;
}

/**
 * A file that is not really an image: delete it, and flag every submission that references it
 * (image_rejected, image_url cleared) so an admin sees why and it cannot be approved as is.
 * Flags before the delete, so a retried run (the pipeline retries failures) still finds the
 * object and flags again; flags once more after it, for a submission sent in between
 * (createSubmission refuses an image that no longer exists, so none can follow the delete).
 */
export async function rejectUpload(bucket: Bucket, path: string): Promise<number> {
  let flagged = await flagSubmissions(bucket, path);
  await bucket.file(path).delete({ ignoreNotFound: true });
  flagged += await flagSubmissions(bucket, path);
  logNonImageRejected(path, flagged);
  return flagged;
}
