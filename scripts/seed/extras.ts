/** Newsletter waitlist entries and the revenue records (payments) of the seeded activity. */
import { randomBytes } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { LISTING_FEE_CENTS, normalizeEmail, PLANS } from '@swagdrop/model';
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

/** A newsletter link token as joinWaitlist makes them (32 random bytes, base64url). */
const token = () => randomBytes(32).toString('base64url');

/**
 * Subscribers as the double opt-in leaves them: most confirmed (they get the weekly digest), the
 * two newest still pending their confirmation link.
 */
export function buildWaitlist(db: Firestore, now: Date): SeedDoc[] {
  return WAITLIST.map((raw, i) => {
    const email = normalizeEmail(raw);
    const createdAt = daysAgo(now, 2 + i * 3.7);
    const confirmed = i >= 2;
    return {
      ref: db.collection('waitlist').doc(hashKey(email)),
      data: {
        email,
        status: confirmed ? 'confirmed' : 'pending',
        ...(confirmed
          ? { confirmed_at: Timestamp.fromMillis(createdAt.getTime() + 3_600_000) }
          : { confirm_token: token() }),
        unsubscribe_token: token(),
        created_at: Timestamp.fromDate(createdAt),
      },
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
