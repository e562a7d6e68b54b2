import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { logWeeklyDigest } from './log';
import { sendWeeklyDigest } from './weekly-digest';

/** Mondays 15:00 UTC: the weekly digest of new drops (weekly-digest.ts does the work). */
export const weeklyDigest = onSchedule(
  { schedule: 'every monday 15:00', timeZone: 'UTC', retryCount: 3, memory: '256MiB' },
  async () => {
    logWeeklyDigest(await sendWeeklyDigest(db, new Date()));
  },
);
