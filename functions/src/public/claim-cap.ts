import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  COPY,
  DAILY_CLAIM_CAP,
  DAILY_CLAIM_CAP_REASON,
  DAILY_CLAIM_WINDOW_MS,
  canonicalMailbox,
} from '@swagdrop/model';
import { db } from '../lib/admin';
import { hashKey } from '../lib/throttle';

/**
 * The daily claim cap (docs/product-rules.md#claims): one mailbox claims at most
 * DAILY_CLAIM_CAP listings in any 24 hours, whichever IPs the claims come from. The document
 * `claim_caps/{hash of the canonical mailbox}` keeps the times of the claims of the last day, so
 * the window rolls instead of resetting at a fixed hour. Read inside the claim's transaction and
 * written with the claim, so parallel claims cannot pass the cap together.
 */
export interface ClaimCap {
  /** Adds this claim to the mailbox's day; call with the claim's other writes. */
  record: () => void;
}

export async function checkClaimCap(
  tx: Transaction,
  email: string,
  now: Date = new Date(),
): Promise<ClaimCap> {
  const ref = db.collection('claim_caps').doc(hashKey(canonicalMailbox(email)));
  const snap = await tx.get(ref);
  const since = now.getTime() - DAILY_CLAIM_WINDOW_MS;
  const recent = ((snap.get('claimed_at') as Timestamp[] | undefined) ?? []).filter(
    (at) => at.toMillis() > since,
  );
  if (recent.length >= DAILY_CLAIM_CAP) {
    throw new HttpsError('resource-exhausted', COPY.claimDailyLimit, {
      reason: DAILY_CLAIM_CAP_REASON,
    });
  }
  return {
    record: () => {
      tx.set(ref, {
        claimed_at: [...recent, Timestamp.fromDate(now)],
        // Deleted by the TTL policy on claim_caps.expires_at once the day holds no claim.
        expires_at: Timestamp.fromMillis(now.getTime() + DAILY_CLAIM_WINDOW_MS),
      });
    },
  };
}
