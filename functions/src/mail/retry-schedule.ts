import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { logMailRequeued } from './log';
import { requeueDueMail } from './requeue';

/**
 * Every 5 minutes, mail due for another attempt goes back to `queued` (requeue.ts), which fires
 * `sendQueuedMail` again: transient SMTP failures with backoff, abandoned attempts, stale queue.
 */
export const retryFailedMail = onSchedule(
  { schedule: 'every 5 minutes', retryCount: 1, memory: '256MiB' },
  async () => {
    logMailRequeued(await requeueDueMail(db, new Date()));
  },
);
