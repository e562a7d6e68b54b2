import { onSchedule } from 'firebase-functions/v2/scheduler';
import { pendingUploadsBucket } from '../lib/buckets';
import { logPendingUploadsDeleted } from './log';
import { deleteStalePendingUploads } from './stale-uploads';

/**
 * Hourly, so an abandoned upload (stale-uploads.ts) never outlives its 24 h by much. Cleans the
 * pending uploads bucket, the only place browsers upload to.
 */
export const cleanPendingUploads = onSchedule(
  { schedule: 'every 60 minutes', retryCount: 3, memory: '256MiB' },
  async () => {
    const bucket = await pendingUploadsBucket('cleanPendingUploads');
    logPendingUploadsDeleted(await deleteStalePendingUploads(bucket, new Date()));
  },
);
