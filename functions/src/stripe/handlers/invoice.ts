import type Stripe from 'stripe';
import { stripe } from '../client';
import { recordEventOnly } from '../writes';
import { idOf, syncSubscription } from './subscription';

/**
 * The invoice as Stripe holds it now, read through our pinned client: the payload's shape
 * depends on the endpoint's API version (older versions have no `parent`), its state may be old.
 */
async function currentInvoice(event: Stripe.Event): Promise<Stripe.Invoice | null> {
  const { id } = event.data.object as { id?: string };
  return id ? (await stripe()).invoices.retrieve(id) : null;
}

function subscriptionOf(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * invoice.paid: records the plan revenue, refreshes the plan view and queues the plan started /
 * renewed mail, in one transaction.
 */
export async function handleInvoicePaid(event: Stripe.Event): Promise<void> {
  const invoice = await currentInvoice(event);
  const subscriptionId = invoice ? subscriptionOf(invoice) : null;
  if (!invoice?.id || !subscriptionId) {
    // SwagDrop bills nothing outside the two plans; such an invoice is not ours to report.
    await recordEventOnly(event, 'not_a_plan_invoice');
    return;
  }
  const invoiceId = invoice.id;
  await syncSubscription(event, subscriptionId, {
    uidHint: invoice.parent?.subscription_details?.metadata?.firebase_uid ?? null,
    invoice: { kind: 'paid', invoice },
    payment: (uid) =>
      invoice.status === 'paid' && invoice.amount_paid > 0
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

/**
 * invoice.payment_failed: the subscription's status (past_due, ...) is re-read from Stripe and
 * the brand is told the renewal payment failed.
 */
export async function handleInvoicePaymentFailed(event: Stripe.Event): Promise<void> {
  const invoice = await currentInvoice(event);
  const subscriptionId = invoice ? subscriptionOf(invoice) : null;
  if (!invoice || !subscriptionId) {
    await recordEventOnly(event, 'not_a_plan_invoice');
    return;
  }
  await syncSubscription(event, subscriptionId, {
    uidHint: invoice.parent?.subscription_details?.metadata?.firebase_uid ?? null,
    invoice: { kind: 'payment_failed', invoice },
  });
}
