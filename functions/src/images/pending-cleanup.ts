import { onSchedule } from 'firebase-functions/v2/scheduler';
import { storage } from '../lib/admin';
import { logPendingUploadsDeleted } from './log';
import { deleteStalePendingUploads } from './stale-uploads';

/** Hourly, so an abandoned upload (stale-uploads.ts) never outlives its 24 h by much. */
export const cleanPendingUploads = onSchedule(
  { schedule: 'every 60 minutes', retryCount: 3, memory: '256MiB' },
  async () => {
    const bucket = (await storage()).bucket();
    logPendingUploadsDeleted(await deleteStalePendingUploads(bucket, new Date()));
  },
);
