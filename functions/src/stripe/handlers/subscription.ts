import type Stripe from 'stripe';
import type { MailRequest } from '../../mail/data';
import { adminAuth, db } from '../../lib/admin';
import { endingMail, invoiceMail, type InvoiceCause } from '../../mail/brand/plan-mails';
import { accountEmail } from '../../mail/brand/recipients';
import { stripe } from '../client';
import { uidForCustomer } from '../customers';
import { logUnknownUser } from '../log';
import { viewFromSubscription, type SubscriptionViewDoc } from '../subscription-view';
import { applySubscriptionView, recordEventOnly, type PaymentRecord } from '../writes';

export interface SyncOptions {
  /** The user named by the event itself (checkout session), used if the subscription has none. */
  uidHint?: string | null;
  /** A payment to record in the same transaction (invoice.paid). */
  payment?: (uid: string) => PaymentRecord | null;
  /** The invoice whose payment or failure the event reports (its plan mail). */
  invoice?: InvoiceCause;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * Re-reads the subscription from Stripe and writes the plan view from that, never from the
 * event payload: events arrive late, twice or out of order, Stripe's current object does not.
 */
export async function syncSubscription(
  event: Stripe.Event,
  subscriptionId: string,
  options: SyncOptions = {},
): Promise<void> {
  const subscriptions = (await stripe()).subscriptions;
  let prefetched: Stripe.Subscription | undefined = await subscriptions.retrieve(subscriptionId);
  const customerId = idOf(prefetched.customer);
  const uid =
    prefetched.metadata?.firebase_uid ||
    options.uidHint ||
    (customerId ? await uidForCustomer(customerId) : null);
  if (!uid) {
    logUnknownUser(subscriptionId);
    await recordEventOnly(event, 'unknown_user');
    return;
  }
  const load = async () => {
    const sub = prefetched ?? (await subscriptions.retrieve(subscriptionId));
    prefetched = undefined; // a retried transaction reads Stripe again
    return viewFromSubscription(sub);
  };
  // Read before the transaction: Auth is not part of it, and the address does not change the
  // outcome of the event (the mail key does not depend on it).
  const to = await accountEmail(uid, adminAuth, db);
  const mails = (view: SubscriptionViewDoc) =>
    [options.invoice ? invoiceMail(options.invoice, view, to) : null, endingMail(view, to)].filter(
      (mail): mail is MailRequest => mail !== null,
    );
  await applySubscriptionView(event, uid, load, options.payment?.(uid) ?? null, mails);
}

/** customer.subscription.created / updated / deleted. */
export async function handleSubscriptionEvent(event: Stripe.Event): Promise<void> {
  const subscription = event.data.object as Stripe.Subscription;
  await syncSubscription(event, subscription.id);
}

export { idOf };
