/**
 * Stripe flows of the webhook suites, done the real way: our functions create the Checkout
 * sessions, Pay is pressed on the stand-in (which sends its own signed events), and the test
 * then reads the objects Stripe would send, to deliver them again itself.
 */
import type Stripe from 'stripe';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, callCallable, createUser, idTokenFor, URLS } from '../../support/emulator';
import {
  payOnStandin,
  postJson,
  sessionIdFromUrl,
  submissionInput,
  uniqueEmail,
  uniqueIp,
} from '../brands/helpers';

export interface Brand {
  uid: string;
  token: string;
}

export async function newBrand(): Promise<Brand> {
  const email = uniqueEmail('brand');
  const uid = await createUser(email, 'secret123');
  return { uid, token: await idTokenFor(email, 'secret123') };
}

/** A stored submission (of `brand` if given) and the listing-fee session our function made. */
export async function submissionWithSession(image: string, brand?: Brand) {
  const created = await callCallable<{ id: string }>('createSubmission', submissionInput(image), {
    ip: uniqueIp(),
    ...(brand ? { idToken: brand.token } : {}),
  });
  const id = created.result?.id ?? '';
  const res = await postJson('createCheckoutSession', { submissionId: id });
  if (res.status !== 200) throw new Error(`createCheckoutSession: HTTP ${res.status}`);
  const url = String(res.body.url);
  return { id, url, sessionId: sessionIdFromUrl(url) };
}

/** Starts a plan checkout for `brand` through our function and pays it on the stand-in. */
export async function buyPlan(brand: Brand, priceId: string): Promise<string> {
  const res = await postJson(
    'createSubscriptionCheckout',
    {
      price_id: priceId,
      success_url: `${URLS.storefront}/success`,
      cancel_url: `${URLS.storefront}/dashboard`,
      mode: 'subscription',
    },
    { authorization: `Bearer ${brand.token}` },
  );
  if (res.status !== 200) throw new Error(`createSubscriptionCheckout: HTTP ${res.status}`);
  const url = String(res.body.url);
  await payOnStandin(url);
  return sessionIdFromUrl(url);
}

/** Every event the stand-in has sent so far, oldest first. */
export async function standinEvents(): Promise<Stripe.Event[]> {
  const res = await fetch(`${URLS.stripe}/__standin/events`);
  return ((await res.json()) as { data: Stripe.Event[] }).data;
}

/** The first `invoice.paid` the stand-in sent for a subscription. */
export async function paidInvoiceOf(subscriptionId: string): Promise<Stripe.Invoice> {
  const event = (await standinEvents()).find(
    (e) =>
      e.type === 'invoice.paid' &&
      (e.data.object as Stripe.Invoice).parent?.subscription_details?.subscription ===
        subscriptionId,
  );
  if (!event) throw new Error(`no invoice.paid for ${subscriptionId}`);
  return event.data.object as Stripe.Invoice;
}

/** Forgets what the stand-in's own deliveries wrote for a listing fee (admin writes). */
export async function forgetListingFee(submissionId: string, sessionId: string): Promise<void> {
  await adminDb().doc(`submissions/${submissionId}`).update({
    payment_status: 'unpaid',
    checkout_session_id: FieldValue.delete(),
    amount_paid: FieldValue.delete(),
    paid_at: FieldValue.delete(),
  });
  await adminDb().doc(`payments/${sessionId}`).delete();
}

export const submissionDoc = async (id: string) =>
  (await adminDb().doc(`submissions/${id}`).get()).data();

export const paymentsWhere = async (field: 'submission_id' | 'user_id', value: string) =>
  (await adminDb().collection('payments').where(field, '==', value).get()).docs;

export const eventOutcome = async (eventId: string) =>
  (await adminDb().doc(`stripe_events/${eventId}`).get()).get('outcome') as string | undefined;
