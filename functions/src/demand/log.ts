import { logger } from 'firebase-functions/v2';

/** Named log lines of the search demand functions. */

/** One roll-up of the last days' counts into the summary documents. */
export function logDemandRolledUp(outcome: {
  docs: number;
  searches: number;
  places: number;
  truncated: boolean;
}): void {
  logger.info('search demand: rolled up', outcome);
}

/** The roll-up stopped at its read bound: the summary is built from the newest counts only. */
export function logDemandRollupTruncated(docs: number): void {
  logger.warn('search demand: roll-up hit its read bound', { docs });
}
