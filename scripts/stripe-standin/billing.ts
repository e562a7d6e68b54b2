/**
 * Subscription changes: what the subscription routes, the billing portal and the control
 * endpoint do (subscription-create.ts makes them). The billing period lives on the items
 * (`items.data[].current_period_start/end`), as in current API versions.
 */
import { invalid } from './errors';
import type { FormObject } from './form-parse';
import { mergeMetadata, optBool, optMetadata, optObject, optString, rejectUnknown } from './params';
import { nowSeconds } from './store';
import type { Recurring, Subscription } from './types';

/** Month and year steps follow the calendar, as Stripe's billing cycle anchor does. */
export function periodEnd(start: number, recurring: Recurring): number {
  const count = recurring.interval_count;
  if (recurring.interval === 'day') return start + count * 86_400;
  if (recurring.interval === 'week') return start + count * 7 * 86_400;
  const date = new Date(start * 1000);
  if (recurring.interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
}

/** The subscription's current period, read from its first item. */
export function currentPeriod(subscription: Subscription): { start: number; end: number } {
  const item = subscription.items.data[0];
  return { start: item?.current_period_start ?? 0, end: item?.current_period_end ?? 0 };
}

/** Starts the next period on every item, right where the current one ends. */
export function startNextPeriod(subscription: Subscription): { start: number; end: number } {
  const { end: start } = currentPeriod(subscription);
  let end = start;
  for (const item of subscription.items.data) {
    item.current_period_start = start;
    item.current_period_end = item.price.recurring ? periodEnd(start, item.price.recurring) : start;
    end = item.current_period_end;
  }
  return { start, end };
}

/** Applies an update and returns Stripe's `previous_attributes` for the event. */
export function updateSubscription(
  subscription: Subscription,
  params: FormObject,
): Record<string, unknown> {
  rejectUnknown(params, ['cancel_at_period_end', 'cancel_at', 'metadata', 'description']);
  const before = structuredClone(subscription);
  const metadata = optMetadata(params);
  const cancelAtPeriodEnd = optBool(params, 'cancel_at_period_end');
  const cancelAt = optString(params, 'cancel_at');
  const description = optString(params, 'description');
  const cancels = cancelAtPeriodEnd !== undefined || cancelAt !== undefined;
  if (subscription.status === 'canceled' && (cancels || description)) {
    throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
  }
  if (cancelAtPeriodEnd && cancelAt) {
    throw invalid('You may only specify one of these parameters: cancel_at, cancel_at_period_end.');
  }
  if (metadata) subscription.metadata = mergeMetadata(subscription.metadata, metadata);
  if (description !== undefined) subscription.description = description || null;
  if (cancelAtPeriodEnd !== undefined) setCancelAtPeriodEnd(subscription, cancelAtPeriodEnd);
  if (cancelAt !== undefined) {
    if (cancelAt !== '' && !/^\d+$/.test(cancelAt)) throw invalid('Invalid integer', 'cancel_at');
    setCancelAt(subscription, cancelAt === '' ? null : Number(cancelAt));
  }
  return changedFields(before, subscription);
}

export function setCancelAtPeriodEnd(subscription: Subscription, value: boolean): void {
  if (value === subscription.cancel_at_period_end) return;
  subscription.cancel_at_period_end = value;
  // Current API versions also show the period end as cancel_at.
  subscription.cancel_at = value ? currentPeriod(subscription).end : null;
  markCancellation(subscription, value);
}

export function setCancelAt(subscription: Subscription, at: number | null): void {
  subscription.cancel_at_period_end = false;
  subscription.cancel_at = at;
  markCancellation(subscription, at !== null);
}

/** Stripe stamps canceled_at with the time of the request, not the end of the period. */
function markCancellation(subscription: Subscription, canceling: boolean): void {
  subscription.canceled_at = canceling ? nowSeconds() : null;
  subscription.cancellation_details = {
    ...subscription.cancellation_details,
    reason: canceling ? 'cancellation_requested' : null,
  };
}

export function cancelSubscription(
  subscription: Subscription,
  params: FormObject,
): Record<string, unknown> {
  rejectUnknown(params, ['invoice_now', 'prorate', 'cancellation_details']);
  const details = optObject(params, 'cancellation_details') ?? {};
  rejectUnknown(details, ['comment', 'feedback'], 'cancellation_details');
  const before = structuredClone(subscription);
  endSubscription(subscription, nowSeconds());
  subscription.cancellation_details = {
    ...subscription.cancellation_details,
    comment: optString(details, 'comment') ?? subscription.cancellation_details.comment,
    feedback:
      feedback(optString(details, 'feedback')) ?? subscription.cancellation_details.feedback,
    reason: 'cancellation_requested',
  };
  return changedFields(before, subscription);
}

/** Ends a subscription at `at` (now, or the end of the period it was set to cancel at). */
export function endSubscription(subscription: Subscription, at: number): void {
  if (subscription.status === 'canceled') {
    throw invalid(`This subscription is already canceled: '${subscription.id}'`);
  }
  subscription.status = 'canceled';
  subscription.canceled_at ??= at;
  subscription.ended_at = at;
  subscription.cancel_at_period_end = false;
  subscription.cancellation_details = {
    ...subscription.cancellation_details,
    reason: 'cancellation_requested',
  };
}

const FEEDBACK = [
  'customer_service',
  'low_quality',
  'missing_features',
  'other',
  'switched_service',
  'too_complex',
  'too_expensive',
  'unused',
] as const;

function feedback(value: string | undefined): (typeof FEEDBACK)[number] | undefined {
  if (value === undefined) return undefined;
  const found = FEEDBACK.find((entry) => entry === value);
  if (!found) throw invalid(`Invalid feedback: ${value}`, 'cancellation_details[feedback]');
  return found;
}

export function changedFields(before: Subscription, after: Subscription): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const current = new Map<string, unknown>(Object.entries(after));
  for (const [key, value] of Object.entries(before)) {
    if (JSON.stringify(value) !== JSON.stringify(current.get(key))) previous[key] = value;
  }
  return previous;
}
