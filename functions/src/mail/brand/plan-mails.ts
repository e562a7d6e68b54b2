import type Stripe from 'stripe';
import { PLANS, scheduledPlanEnd } from '@swagdrop/model';
import { type MailRequest } from '../data';
import { planKeyForPrice } from '../../plans/plan-prices';
import type { SubscriptionViewDoc } from '../../stripe/subscription-view';
import { logUnknownPlanPrice } from './log';
import { brandMail, isoFromSeconds } from './requests';

/**
 * The plan mails a Stripe event causes, built inside the webhook's transaction from the
 * subscription as re-read from Stripe (subscription-view.ts) and the invoice the event names.
 */

/** Statuses in which a plan still runs, so an end set on it is still ahead. */
const RUNNING = new Set(['active', 'trialing', 'past_due']);

type PlanTemplate = 'plan_started' | 'plan_renewed' | 'plan_payment_failed' | 'plan_ending';

function planName(priceId: string, template: PlanTemplate): string | null {
  const key = planKeyForPrice(priceId);
  const plan = PLANS.find((entry) => entry.key === key);
  if (!plan) logUnknownPlanPrice(template, priceId);
  return plan?.name ?? null;
}

export interface InvoiceCause {
  kind: 'paid' | 'payment_failed';
  invoice: Stripe.Invoice;
}

/**
 * invoice.paid of the first invoice → plan started, of a renewal → plan renewed;
 * invoice.payment_failed → payment failed. Keyed by the invoice id. Other invoices (a manual
 * one, a proration) mail nothing.
 */
export function invoiceMail(
  { kind, invoice }: InvoiceCause,
  view: SubscriptionViewDoc,
  to: string | null,
): MailRequest | null {
  if (!invoice.id) return null;
  if (kind === 'payment_failed') {
    const name = planName(view.price_id, 'plan_payment_failed');
    if (!name) return null;
    return brandMail('plan_payment_failed', [invoice.id], to, {
      plan_name: name,
      amount_cents: invoice.amount_due,
      currency: invoice.currency,
    });
  }
  if (invoice.status !== 'paid') return null;
  const template =
    invoice.billing_reason === 'subscription_create'
      ? 'plan_started'
      : invoice.billing_reason === 'subscription_cycle'
        ? 'plan_renewed'
        : null;
  const name = template && planName(view.price_id, template);
  if (!template || !name) return null;
  return brandMail(template, [invoice.id], to, {
    plan_name: name,
    amount_cents: invoice.amount_paid,
    currency: invoice.currency,
    period_end: isoFromSeconds(view.current_period_end),
  });
}

/**
 * A running plan set to end (cancel at period end, or a cancellation date): "ending on <date>",
 * keyed by the subscription and that end, so every later event about the same end is a no-op
 * while an end set anew (another period, another date) mails again.
 */
export function endingMail(view: SubscriptionViewDoc, to: string | null): MailRequest | null {
  const end = scheduledPlanEnd(view);
  if (end === null || !RUNNING.has(view.subscription_status)) return null;
  const name = planName(view.price_id, 'plan_ending');
  if (!name) return null;
  return brandMail('plan_ending', [view.subscription_id, end], to, {
    plan_name: name,
    ends_at: isoFromSeconds(end),
  });
}
