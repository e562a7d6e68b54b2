import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminAuth, db } from '../lib/admin';
import { expireDueListings } from './expire-listings';
import { logListingsExpired } from './log';

/**
 * Every 15 minutes, listings past their end are marked expired (expire-listings.ts). Readers
 * already treat a passed end as expired (isListingLive), so the schedule's lag never shows a
 * visitor an ended offer; the mark makes the directory version move and serves moderators, and
 * the brand's "listing expired" mail goes out with it.
 */
export const expireListings = onSchedule(
  { schedule: 'every 15 minutes', retryCount: 3, memory: '256MiB' },
  async () => {
    logListingsExpired(await expireDueListings(db, adminAuth, new Date()));
  },
);
