import { createHmac } from 'node:crypto';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLES, DEMAND_PLACE_MESSAGE, demandDay, demandKey, placeLabel } from '@swagdrop/model';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { requestIp } from '../lib/request-ip';
import { enforceThrottle } from '../lib/throttle';
import { placeIndex } from '../places/target-place';
import { countSearchOnce, demandDaySalt } from './writes';

/** The label when it names a place of the list exactly as placeLabel writes it, else refused. */
function knownPlace(label: string): string {
  const place = placeIndex().resolve(label);
  if (!place || placeLabel(place) !== label) {
    throw new HttpsError('invalid-argument', DEMAND_PLACE_MESSAGE, { field: 'place' });
  }
  return label;
}

/**
 * A directory search that found nothing (docs/product-rules.md#demand). The contract's schema
 * (searchDemandInputSchema) re-reads the words with searchWords and refuses any that change, so
 * only words the directory itself would search are counted; the place must be one of the list.
 * Every check runs before the throttle, so bad input stores nothing, not even a throttle count.
 * Stored: day, words, place and a count; the visitor only as an HMAC of its IP with the count's
 * key under the day's random salt (demandDaySalt), to count each visitor once per words, place
 * and day.
 */
export const recordSearchDemand = publicCallable(
  CALLABLES.recordSearchDemand,
  async ({ words, place }, request) => {
    const checkedPlace = place === null ? null : knownPlace(place);
    const ip = requestIp(request.rawRequest);
    await enforceThrottle('searchDemand', { ip });
    const now = new Date();
    const day = demandDay(now);
    const salt = await demandDaySalt(db, day);
    const seenId = createHmac('sha256', salt)
      .update(`${ip}|${demandKey(day, words, checkedPlace)}`)
      .digest('hex')
      .slice(0, 40);
    await countSearchOnce(db, seenId, words, checkedPlace, now);
    return { status: 'received' };
  },
);
