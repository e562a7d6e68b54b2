import { onSchedule } from 'firebase-functions/v2/scheduler';
import { adminAuth, db } from '../lib/admin';
import { remindExpiringListings } from './remind-expiring';

/**
 * Once a day, brands whose listing ends within 7 days are told (remind-expiring.ts). Daily, not
 * with the 15-minute expiry: a week's notice needs no 15-minute precision, and each run reads
 * every listing ending within the week, so running it 96 times a day would multiply those reads
 * for nothing (the mail keys would stop duplicates either way).
 */
export const remindExpiringListingsDaily = onSchedule(
  { schedule: 'every day 09:00', timeZone: 'UTC', retryCount: 3, memory: '256MiB' },
  async () => {
    await remindExpiringListings(db, adminAuth, new Date());
  },
);
