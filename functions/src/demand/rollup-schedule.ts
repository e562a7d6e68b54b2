import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { logDemandRolledUp, logDemandRollupTruncated } from './log';
import { rollUpDemandCounts } from './rollup';

/**
 * Every 15 minutes the demand counts are rolled into the summaries the screens read
 * (rollup.ts): a search without results shows on the cards within a quarter of an hour.
 */
export const rollUpSearchDemand = onSchedule(
  { schedule: 'every 15 minutes', retryCount: 3, memory: '256MiB' },
  async () => {
    const outcome = await rollUpDemandCounts(db, new Date());
    if (outcome.truncated) logDemandRollupTruncated(outcome.docs);
    logDemandRolledUp(outcome);
  },
);
