import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { REFUND_COPY, purchaseEnds, type AuditActionName } from '@swagdrop/model';
import { adminAuth, db } from '../lib/admin';
import { accountEmail } from '../mail/brand/recipients';
import { brandMail, contactEmailOf } from '../mail/brand/requests';
import type { MailData } from '../mail/data';
import { stripe } from '../stripe/client';
import { uidForCustomer } from '../stripe/customers';
import { syncSubscription } from '../stripe/handlers/subscription';
import { recordEventOnly } from '../stripe/writes';
import { chargeState, type ChargeState } from './charge-facts';
import { logChargeNotOurs, logPlanCanceledForReturn } from './log';
import { applyChargeState } from './writes';

type ReturnKind = MailData<'payment_returned'>['kind'];

interface Cause {
  kind: ReturnKind;
  /** The mail's idempotency key parts: one mail per refund total, dispute opening, decision. */
  keyParts: (string | number)[];
  amountCents: number;
  audit: AuditActionName;
}

/** charge.refunded: a refund made anywhere (dashboard, API, our reject-and-refund). */
export async function handleChargeRefunded(event: Stripe.Event): Promise<void> {
  const { id } = event.data.object as { id: string };
  const state = await chargeState(id);
  const { amount, amountRefunded } = state.facts;
  await applyReturn(event, state, {
    kind: amountRefunded >= amount ? 'refunded' : 'partially_refunded',
    keyParts: [state.charge.id, 'refund', amountRefunded],
    amountCents: amountRefunded,
    audit: 'payment.returned',
  });
}

/** charge.dispute.created / charge.dispute.closed, with the dispute re-read from Stripe. */
export async function handleDisputeEvent(event: Stripe.Event): Promise<void> {
  const { id } = event.data.object as { id: string };
  const dispute = await (await stripe()).disputes.retrieve(id);
  const chargeId = typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id;
  const state = await chargeState(chargeId);
  const closed = event.type === 'charge.dispute.closed';
  if (closed && dispute.status !== 'won' && dispute.status !== 'lost') {
    await recordEventOnly(event, `dispute_${dispute.status}`);
    return;
  }
  await applyReturn(event, state, {
    kind: closed ? (dispute.status === 'won' ? 'dispute_won' : 'dispute_lost') : 'disputed',
    keyParts: [dispute.id, closed ? dispute.status : 'opened'],
    amountCents: dispute.amount,
    audit: closed ? 'payment.dispute_closed' : 'payment.returned',
  });
}

/**
 * A returned plan payment cancels the plan in Stripe at once (idempotent: an ended one is left
 * alone) and writes the canceled plan view now, so featuring stops without waiting for the
 * subscription event. Then the charge's state is recorded with the brand's mail.
 */
async function applyReturn(event: Stripe.Event, state: ChargeState, cause: Cause) {
  const { target } = state;
  if (!target) {
    logChargeNotOurs(state.charge.id);
    await recordEventOnly(event, 'not_ours');
    return;
  }
  const ends = purchaseEnds(state.facts);
  let to: string | null = null;
  let uid: string | null = null;
  let planCanceled = false;
  if (target.kind === 'subscription') {
    const recorded = (await db.collection('payments').doc(target.paymentId).get()).get(
      'user_id',
    ) as string | null | undefined;
    const customer = state.charge.customer;
    const customerId = typeof customer === 'string' ? customer : (customer?.id ?? null);
    uid = recorded ?? (customerId ? await uidForCustomer(customerId) : null);
    to = uid ? await accountEmail(uid, adminAuth, db) : null;
    if (ends && target.subscriptionId) {
      await cancelPlan(target.subscriptionId, state.charge.id);
      await syncSubscription({ ...event, id: `${event.id}_plan` }, target.subscriptionId);
      planCanceled = true;
    }
  }
  const what = (submission: DocumentSnapshot | null) =>
    submission?.exists
      ? REFUND_COPY.listingFee(String(submission.get('title') ?? ''))
      : REFUND_COPY.planPayment;
  await applyChargeState(event, state, {
    uid,
    audit: cause.audit,
    what,
    mail: (submission) => {
      // The moderator's reject-and-refund already told the brand in the rejection mail.
      if (cause.kind === 'refunded' && submission?.get('refund_by_moderator') === true) return null;
      const recipient = submission?.exists ? contactEmailOf(submission.get('contact_email')) : to;
      return brandMail('payment_returned', cause.keyParts, recipient, {
        kind: cause.kind,
        what: what(submission).slice(0, 200),
        amount_cents: cause.amountCents,
        currency: state.charge.currency,
        plan_canceled: planCanceled,
        listing_ended: ends && typeof submission?.get('listing_id') === 'string',
      });
    },
  });
}

async function cancelPlan(subscriptionId: string, chargeId: string): Promise<void> {
  const subscriptions = (await stripe()).subscriptions;
  const sub = await subscriptions.retrieve(subscriptionId);
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
  await subscriptions.cancel(
    subscriptionId,
    {},
    { idempotencyKey: `return-cancel-${subscriptionId}` },
  );
  logPlanCanceledForReturn(subscriptionId, chargeId);
}
