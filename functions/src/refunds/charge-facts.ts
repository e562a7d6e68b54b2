import type Stripe from 'stripe';
import type { ChargeFacts } from '@swagdrop/model';
import { stripe } from '../stripe/client';

/**
 * What a charge paid for, found from Stripe's current objects: a listing fee through the
 * Checkout Session of its payment intent, a plan through the invoice payment that links the
 * intent to its invoice (the pinned API version has no `invoice` on charges or intents).
 */
export type ChargeTarget =
  | { kind: 'listing_fee'; paymentId: string }
  | { kind: 'subscription'; paymentId: string; subscriptionId: string | null };

export interface ChargeState {
  charge: Stripe.Charge;
  facts: ChargeFacts;
  target: ChargeTarget | null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  !value ? null : typeof value === 'string' ? value : value.id;

/** The charge as Stripe holds it now, its latest dispute and what it paid for. */
export async function chargeState(chargeId: string): Promise<ChargeState> {
  const api = await stripe();
  const charge = await api.charges.retrieve(chargeId);
  const disputes = charge.disputed
    ? (await api.disputes.list({ charge: charge.id, limit: 10 })).data
    : [];
  const latest = disputes.sort((a, b) => b.created - a.created)[0];
  return {
    charge,
    facts: {
      amount: charge.amount,
      amountRefunded: charge.amount_refunded,
      dispute: latest ? { status: latest.status, amount: latest.amount } : null,
    },
    target: await targetOf(api, idOf(charge.payment_intent)),
  };
}

async function targetOf(api: Stripe, intentId: string | null): Promise<ChargeTarget | null> {
  if (!intentId) return null;
  const sessions = await api.checkout.sessions.list({ payment_intent: intentId, limit: 1 });
  const session = sessions.data[0];
  if (session?.mode === 'payment') return { kind: 'listing_fee', paymentId: session.id };
  const links = await api.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: intentId },
    limit: 1,
  });
  const invoiceId = idOf(links.data[0]?.invoice);
  if (!invoiceId) return null;
  const invoice = await api.invoices.retrieve(invoiceId);
  return {
    kind: 'subscription',
    paymentId: invoiceId,
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
  };
}

/** The charge of a payment intent (the listing fee's, for a refund from the admin console). */
export async function chargeOfIntent(intentId: string): Promise<string | null> {
  const intent = await (await stripe()).paymentIntents.retrieve(intentId);
  return idOf(intent.latest_charge);
}
