import type Stripe from 'stripe';
import { recordEventOnly } from '../writes';
import { idOf, syncSubscription } from './subscription';

function subscriptionOf(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** invoice.paid: records the plan revenue and refreshes the plan view, in one transaction. */
export async function handleInvoicePaid(event: Stripe.Event): Promise<void> {
  const invoice = event.data.object as Stripe.Invoice;
  const subscriptionId = subscriptionOf(invoice);
  if (!subscriptionId || !invoice.id) {
    // SwagDrop bills nothing outside the two plans; such an invoice is not ours to report.
    await recordEventOnly(event, 'not_a_plan_invoice');
    return;
  }
  const invoiceId = invoice.id;
  await syncSubscription(event, subscriptionId, {
    uidHint: invoice.parent?.subscription_details?.metadata?.firebase_uid ?? null,
    payment: (uid) =>
      invoice.amount_paid > 0
        ? {
            stripe_object_id: invoiceId,
            amount_cents: invoice.amount_paid,
            currency: invoice.currency,
            kind: 'subscription',
            user_id: uid,
            submission_id: null,
          }
        : null,
  });
}

/** invoice.payment_failed: the subscription's status (past_due, ...) is re-read from Stripe. */
export async function handleInvoicePaymentFailed(event: Stripe.Event): Promise<void> {
  const invoice = event.data.object as Stripe.Invoice;
  const subscriptionId = subscriptionOf(invoice);
  if (!subscriptionId) {
    await recordEventOnly(event, 'not_a_plan_invoice');
    return;
  }
  await syncSubscription(event, subscriptionId);
}
