/** Newsletter waitlist entries and the revenue records (payments) of the seeded activity. */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { LISTING_FEE_CENTS, normalizeEmail, PLANS } from '@swagdrop/shared-ui/model';
import { hashKey } from './hash-key';
import { daysAgo } from './random';
import type { SeededSubmission } from './submissions';
import type { SeedDoc } from './write';

const WAITLIST = [
  'Maya.Chen@gmail.com',
  'jordan.brooks@outlook.com',
  'hello@tinyhousedesign.co',
  'priya.patel88@yahoo.com',
  'swaghunter@icloud.com',
  'luis.garcia@proton.me',
  'Grace.Murphy@hey.com',
  'kwame.owusu@gmail.com',
  'ops@fieldnotesagency.com',
  'isabel.rossi@gmail.com',
  'caleb.foster@outlook.com',
  'freebies.fan@yahoo.com',
];

export function buildWaitlist(db: Firestore, now: Date): SeedDoc[] {
  return WAITLIST.map((raw, i) => {
    const email = normalizeEmail(raw);
    return {
      ref: db.collection('waitlist').doc(hashKey(email)),
      data: { email, created_at: Timestamp.fromDate(daysAgo(now, 2 + i * 3.7)) },
    };
  });
}

const FEATURED_PLAN_CENTS = PLANS.find((p) => p.key === 'featured')?.amountCents ?? 6500;

/**
 * One listing fee per paid submission, as the Stripe webhook records it, and a few
 * Featured Placement plan payments from brands (one lapsed plan of the local brand account).
 */
export function buildPayments(
  db: Firestore,
  submissions: readonly SeededSubmission[],
  brandUid: string,
  now: Date,
): SeedDoc[] {
  const fees = submissions
    .filter((s) => s.paidAt)
    .map((s) => ({
      amount_cents: LISTING_FEE_CENTS,
      currency: 'usd',
      kind: 'listing_fee',
      user_id: s.userId,
      submission_id: s.ref.id,
      created_at: Timestamp.fromDate(s.paidAt ?? now),
    }));
  const plans = [
    { user_id: brandUid, age: 118 },
    { user_id: 'k3Qv9TxR2mWb7LpZ4sYc8NdHfE1a', age: 41 },
    { user_id: 'Xp7LmQ2vRt9Kc4WsZb1NyHd6Ge3u', age: 9 },
  ].map(({ user_id, age }) => ({
    amount_cents: FEATURED_PLAN_CENTS,
    currency: 'usd',
    kind: 'subscription',
    user_id,
    submission_id: null,
    created_at: Timestamp.fromDate(daysAgo(now, age)),
  }));
  return [...fees, ...plans].map((data) => ({ ref: db.collection('payments').doc(), data }));
}
