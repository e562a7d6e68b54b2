import type { Storage } from 'firebase-admin/storage';
import { PENDING_UPLOAD_FOLDER } from '@swagdrop/model';
import type { Bucket } from '../lib/buckets';
import { pendingUploadsBucketName } from '../lib/pending-bucket-name';

/** Pending uploads older than this are deleted by the hourly cleanup. */
export const PENDING_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes every pending upload of the (pending uploads) bucket (under `under`: all by default) created more than
 * 24 h before `now` and returns how many. Nothing references a pending object (a submission or
 * listing that names one gets the published copy instead, publish-image.ts), so an old one is an
 * abandoned form; deleting it frees its slot.
 */
export async function deleteStalePendingUploads(
  bucket: Bucket,
  now: Date,
  under = `${PENDING_UPLOAD_FOLDER}/`,
): Promise<number> {
  const cutoff = now.getTime() - PENDING_UPLOAD_MAX_AGE_MS;
  let deleted = 0;
  let pageToken: string | undefined;
  do {
    const [files, next] = await bucket.getFiles({
      prefix: under,
      autoPaginate: false,
      maxResults: 500,
      pageToken,
    });
    const stale = files.filter((file) => {
      const created = Date.parse(String(file.metadata.timeCreated ?? ''));
      return Number.isFinite(created) && created < cutoff;
    });
    await Promise.all(stale.map((file) => file.delete({ ignoreNotFound: true })));
    deleted += stale.length;
    pageToken = (next as { pageToken?: string } | null)?.pageToken;
  } while (pageToken);
  return deleted;
}

/**
 * The hourly cleanup's run (pending-cleanup.ts): the stale objects of the pending uploads
 * bucket, the only place browsers upload to (under `under`: the whole pending folder by
 * default). Returns how many it deleted.
 */
export function cleanStalePendingUploads(
  storage: Storage,
  now: Date,
  under?: string,
): Promise<number> {
  const bucket = storage.bucket(pendingUploadsBucketName('cleanPendingUploads'));
  return deleteStalePendingUploads(bucket, now, under);
}
