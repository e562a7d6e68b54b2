import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { COPY } from '@swagdrop/model';
import { THROTTLE_LIMITS, type ThrottledAction } from './throttle-limits';
import { db } from './admin';
import { throttleExpiresAt } from './expiry';

export function hashKey(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 40);
}

/**
 * Fixed-window counters per action and visitor key (IP, email), limits from
 * throttle-limits.ts. One transaction checks and counts every key, so parallel requests from one
 * visitor cannot slip past the limit together.
 */
export async function enforceThrottle(
  action: ThrottledAction,
  keys: Record<string, string | null | undefined>,
  now: Date = new Date(),
): Promise<void> {
  const { max, windowSeconds } = THROTTLE_LIMITS[action];
  const refs = Object.entries(keys)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([kind, value]) => db.collection('throttles').doc(`${action}_${kind}_${hashKey(value)}`));

  const allowed = await db.runTransaction(async (tx) => {
    const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
    const windowStartFloor = now.getTime() - windowSeconds * 1000;
    const states = snaps.map((snap) => {
      const start = (snap.get('window_start') as Timestamp | undefined)?.toMillis() ?? 0;
      const fresh = start <= windowStartFloor;
      const count = fresh ? 0 : Number(snap.get('count') ?? 0);
      return { ref: snap.ref, fresh, count, windowStart: fresh ? now.getTime() : start };
    });
    if (states.some((s) => s.count >= max)) return false;
    for (const s of states) {
      tx.set(
        s.ref,
        {
          action,
          count: s.fresh ? 1 : FieldValue.increment(1),
          ...(s.fresh ? { window_start: Timestamp.fromDate(now) } : {}),
          // Deleted by the TTL policy on throttles.expires_at (lib/expiry.ts).
          expires_at: Timestamp.fromMillis(throttleExpiresAt(s.windowStart, windowSeconds)),
        },
        { merge: true },
      );
    }
    return true;
  });
  if (!allowed) throw new HttpsError('resource-exhausted', COPY.tooManyRequests);
}
