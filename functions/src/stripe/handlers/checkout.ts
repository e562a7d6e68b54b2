import type Stripe from 'stripe';
import { markSubmissionPaid, markSubmissionPaymentFailed, recordEventOnly } from '../writes';
import { idOf, syncSubscription } from './subscription';

/**
 * checkout.session.completed / async_payment_succeeded / async_payment_failed.
 * Payment mode = the listing fee of one submission; subscription mode = a plan purchase.
 * The submission only ever moves towards `paid`, so late or repeated events cannot undo it.
 */
export async function handleCheckoutEvent(event: Stripe.Event): Promise<void> {
  const session = event.data.object as Stripe.Checkout.Session;

  if (session.mode === 'subscription') {
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) {
      await recordEventOnly(event, 'no_subscription_yet');
      return;
    }
    await syncSubscription(event, subscriptionId, {
      uidHint: session.metadata?.firebase_uid ?? session.client_reference_id,
    });
    return;
  }
  if (session.mode !== 'payment') {
    await recordEventOnly(event, 'ignored_mode');
    return;
  }

  const submissionId = session.metadata?.submission_id ?? session.client_reference_id;
  if (!submissionId) {
    await recordEventOnly(event, 'no_submission');
    return;
  }
  if (event.type === 'checkout.session.async_payment_failed') {
    await markSubmissionPaymentFailed(event, submissionId);
    return;
  }
  if (session.payment_status !== 'paid') {
    // Completed with a delayed payment method: async_payment_succeeded will follow.
    await recordEventOnly(event, 'awaiting_payment');
    return;
  }
  await markSubmissionPaid(event, {
    submissionId,
    sessionId: session.id,
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
  });
}
