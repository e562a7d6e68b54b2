import { onSchedule } from 'firebase-functions/v2/scheduler';
import { storage } from '../lib/admin';
import { logPendingUploadsDeleted } from './log';
import { cleanStalePendingUploads } from './stale-uploads';

/** Hourly, so an abandoned upload (stale-uploads.ts) never outlives its 24 h by much. */
export const cleanPendingUploads = onSchedule(
  { schedule: 'every 60 minutes', retryCount: 3, memory: '256MiB' },
  async () => {
    logPendingUploadsDeleted(await cleanStalePendingUploads(await storage(), new Date()));
  },
);
