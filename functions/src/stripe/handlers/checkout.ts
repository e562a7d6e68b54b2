import type Stripe from 'stripe';
import { stripe } from '../client';
import { logForeignSession } from '../log';
import { markSubmissionPaid, markSubmissionPaymentFailed, recordEventOnly } from '../writes';
import { idOf, syncSubscription } from './subscription';

/**
 * checkout.session.completed / async_payment_succeeded / async_payment_failed.
 * The session is re-read from Stripe (the payload may be of another API version, late or
 * repeated). Payment mode = the listing fee of one submission, honoured only for a session our
 * createCheckoutSession recorded; subscription mode = a plan purchase. The submission only ever
 * moves towards `paid`, so late or repeated events cannot undo it.
 */
export async function handleCheckoutEvent(event: Stripe.Event): Promise<void> {
  const { id } = event.data.object as { id: string };
  const session = await (await stripe()).checkout.sessions.retrieve(id);

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

  const outcome =
    event.type === 'checkout.session.async_payment_failed'
      ? await markSubmissionPaymentFailed(event, session.id)
      : await markSubmissionPaid(event, session);
  if (outcome.startsWith('refused_')) logForeignSession(session.id, outcome);
}
