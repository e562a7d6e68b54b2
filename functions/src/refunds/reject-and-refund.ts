import { HttpsError } from 'firebase-functions/v2/https';
import type Stripe from 'stripe';
import { CALLABLES, REFUND_COPY } from '@swagdrop/model';
import { adminCallable } from '../admin/guard';
import { STRIPE_SECRET_KEY } from '../config';
import { rejectedMail } from '../mail/brand/submission-mails';
import { stripe } from '../stripe/client';
import { logRefundRefused } from './log';
import { finishRejectAndRefund, startRejectAndRefund } from './writes';

const REFUSALS: Record<string, HttpsError> = {
  missing: new HttpsError('not-found', 'This submission no longer exists.'),
  not_pending: new HttpsError('failed-precondition', 'This submission is not pending.'),
  not_paid: new HttpsError('failed-precondition', REFUND_COPY.notPaid),
  no_checkout: new HttpsError('failed-precondition', REFUND_COPY.noCheckout),
};

/**
 * Reject a paid pending submission and refund its listing fee (docs/product-rules.md#moderation).
 * The refund is asked of Stripe with an idempotency key made from the submission id, so a
 * retry or a second click gets the same refund back instead of a second one; the submission is
 * marked before the call, so it cannot be approved meanwhile. Then the submission is rejected,
 * audited and the rejection mail (with its refund line) queued, in one transaction.
 */
export const rejectAndRefundSubmission = adminCallable(
  CALLABLES.rejectAndRefundSubmission,
  async ({ submissionId, reason }, actor) => {
    const start = await startRejectAndRefund(submissionId);
    if (typeof start === 'string') {
      throw REFUSALS[start] ?? new HttpsError('failed-precondition', REFUND_COPY.notPaid);
    }
    if (start.kind === 'done') return { status: 'rejected', refundedCents: start.refundedCents };
    const api = await stripe();
    const refund = await refundSession(api, submissionId, start.sessionId);
    const refundedCents = await finishRejectAndRefund(submissionId, actor, refund, reason, (snap) =>
      rejectedMail(snap, reason, { amountCents: refund.amountCents, currency: refund.currency }),
    );
    return { status: 'rejected', refundedCents };
  },
  [STRIPE_SECRET_KEY],
);

async function refundSession(api: Stripe, submissionId: string, sessionId: string) {
  const session = await api.checkout.sessions.retrieve(sessionId).catch((error: unknown) => {
    logRefundRefused(submissionId, error);
    throw new HttpsError('failed-precondition', REFUND_COPY.noCheckout);
  });
  const intentId =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : session.payment_intent?.id;
  if (!intentId) throw new HttpsError('failed-precondition', REFUND_COPY.noCheckout);
  try {
    const refund = await api.refunds.create(
      {
        payment_intent: intentId,
        reason: 'requested_by_customer',
        metadata: { submission_id: submissionId },
      },
      { idempotencyKey: `reject-and-refund-${submissionId}` },
    );
    return { id: refund.id, amountCents: refund.amount, currency: refund.currency };
  } catch (error) {
    // Refunded already in Stripe (the dashboard): the fee is back with the brand all the same.
    if ((error as { code?: string }).code === 'charge_already_refunded') {
      const earlier = (await api.refunds.list({ payment_intent: intentId, limit: 100 })).data;
      const amountCents = earlier.reduce((sum, r) => sum + r.amount, 0);
      return { id: earlier[0]?.id ?? 'none', amountCents, currency: session.currency ?? 'usd' };
    }
    logRefundRefused(submissionId, error);
    throw new HttpsError('unavailable', REFUND_COPY.refundFailed);
  }
}
