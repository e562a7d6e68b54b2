import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminAuth, db } from '../lib/admin';
import { logModeratorDigest } from './moderator-log';
import { sendModeratorDigest } from './moderator-digest';

/**
 * Every morning the moderators get a digest of what waits for them (moderator-digest.ts);
 * nothing is sent on a day with nothing pending. The emulator runs no schedules: tests call
 * sendModeratorDigest.
 */
export const moderatorDigest = onSchedule(
  { schedule: '0 8 * * *', timeZone: 'Etc/UTC', retryCount: 3, memory: '256MiB' },
  async () => {
    logModeratorDigest(await sendModeratorDigest(db, adminAuth, new Date()));
  },
);
