import { Timestamp } from 'firebase-admin/firestore';
import { CALLABLES } from '@swagdrop/model';
import { db } from '../lib/admin';
import { adminCallable } from './guard';

const DAY_MS = 24 * 60 * 60 * 1000;

/** UTC day boundaries, oldest first, ending with the day that contains `now`. */
export function utcDays(days: number, now: Date): { date: string; start: Date; end: Date }[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => {
    const start = new Date(today - (days - 1 - i) * DAY_MS);
    return {
      date: start.toISOString().slice(0, 10),
      start,
      end: new Date(start.getTime() + DAY_MS),
    };
  });
}

/**
 * Claims per day for the dashboard chart: one count aggregation per day, run on the server so
 * the console never downloads claim documents (personal data) just to count them.
 */
export const claimsPerDay = adminCallable(CALLABLES.claimsPerDay, async ({ days }) => {
  const claims = db.collection('claims');
  const counts = await Promise.all(
    utcDays(days, new Date()).map(async ({ date, start, end }) => {
      const snap = await claims
        .where('created_at', '>=', Timestamp.fromDate(start))
        .where('created_at', '<', Timestamp.fromDate(end))
        .count()
        .get();
      return { date, count: snap.data().count };
    }),
  );
  return { days: counts, total: counts.reduce((sum, day) => sum + day.count, 0) };
});
