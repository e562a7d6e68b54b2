/**
 * Helpers of the refunds and disputes suites: the charge behind a listing fee or a plan invoice,
 * the stand-in's dispute control endpoint, the events it sent for one charge, and the state the
 * functions keep (payment record, brand mails, net revenue).
 */
import type Stripe from 'stripe';
import { adminDb, URLS } from '../../support/emulator';
import { deliver, makeEvent, rawStripe } from '../brands/helpers';
import { standinEvents } from './flows';

export async function chargeOfSession(sessionId: string): Promise<string> {
  const session = await rawStripe<{ payment_intent: string }>(`checkout/sessions/${sessionId}`);
  const intent = await rawStripe<{ latest_charge: string }>(
    `payment_intents/${session.payment_intent}`,
  );
  return intent.latest_charge;
}

export async function chargeOfInvoice(invoiceId: string): Promise<string> {
  const links = await rawStripe<{ data: { payment: { payment_intent: string } }[] }>(
    `invoice_payments?invoice=${invoiceId}`,
  );
  const intentId = links.data[0]?.payment.payment_intent ?? '';
  return (await rawStripe<{ latest_charge: string }>(`payment_intents/${intentId}`)).latest_charge;
}

/** Opens a dispute on a charge, or closes its open one, as the card network would. */
export async function dispute(chargeId: string, close?: 'won' | 'lost'): Promise<Stripe.Dispute> {
  const path = `${URLS.stripe}/__standin/charges/${chargeId}/dispute${close ? '/close' : ''}`;
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(close ? { status: close } : {}),
  });
  const body = (await res.json()) as unknown;
  if (!res.ok) throw new Error(`dispute ${chargeId}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body as Stripe.Dispute;
}

/** The events the stand-in sent about one charge (its refunds and disputes), oldest first. */
export async function chargeEvents(chargeId: string): Promise<Stripe.Event[]> {
  return (await standinEvents()).filter((event) => {
    const object = event.data.object as { id?: string; object?: string; charge?: string };
    return object.id === chargeId || object.charge === chargeId;
  });
}

/** The same events again with fresh ids, as a second delivery of a re-sent event would be. */
export const again = (events: Stripe.Event[]) =>
  events.map((event) => makeEvent(event.type, event.data.object));

/** A fixed pseudo-random permutation (mulberry32), so a failure can be replayed. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Stripe's deliveries reach the functions emulator late on a busy machine. */
export const SETTLE = { timeout: 60_000, interval: 500 };
/** A whole flow: several Checkout payments, refunds, disputes and redeliveries. */
export const FLOW_MS = 300_000;

/** Every event again with fresh ids, in two shuffled orders; returns the webhook's answers. */
export async function redeliverShuffled(events: Stripe.Event[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const seed of [7, 8]) {
    for (const event of shuffled(again(events), seed)) statuses.push(await deliver(event));
  }
  return statuses;
}

export const paymentDoc = async (id: string) =>
  (await adminDb().doc(`payments/${id}`).get()).data() ?? {};

/** The brand mails of one template queued to `to`, by key. */
export async function queuedMails(template: string, to: string) {
  const snap = await adminDb()
    .collection('mail')
    .where('template', '==', template)
    .where('to', '==', to)
    .get();
  return snap.docs.map((doc) => ({
    key: doc.id,
    data: doc.get('data') as Record<string, unknown>,
  }));
}

/** Revenue as the admin dashboard sums it (get-revenue.ts: two aggregations), for one brand. */
export async function netRevenueOf(uid: string): Promise<number> {
  const { AggregateField } = await import('firebase-admin/firestore');
  const mine = adminDb().collection('payments').where('user_id', '==', uid);
  const [gross, back] = await Promise.all([
    mine.aggregate({ total: AggregateField.sum('amount_cents') }).get(),
    mine.aggregate({ back: AggregateField.sum('refunded_cents') }).get(),
  ]);
  return (gross.data().total ?? 0) - (back.data().back ?? 0);
}
