import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminAuth } from '../lib/admin';
import { deleteIdleAnonymousUsers } from './idle-anonymous';
import { logIdleAnonymousDeleted } from './log';

/** Hourly, so an unused anonymous account (idle-anonymous.ts) never outlives its 24 h by much. */
export const cleanAnonymousAccounts = onSchedule(
  { schedule: 'every 60 minutes', retryCount: 3, memory: '256MiB' },
  async () => {
    logIdleAnonymousDeleted(await deleteIdleAnonymousUsers(adminAuth, new Date()));
  },
);
