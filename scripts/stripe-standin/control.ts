/**
 * The control endpoint, outside the Stripe API: moves a subscription through the states real
 * Stripe produces as time passes, with the same objects and events.
 *   POST /__standin/subscriptions/:id/advance   {"action": "renew"}   (see README)
 * The stand-in's clock does not move: a new period starts where the current one ends.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  changedFields,
  currentPeriod,
  endSubscription,
  setCancelAt,
  setCancelAtPeriodEnd,
  startNextPeriod,
} from './billing';
import { invalid, noSuch, StandinError } from './errors';
import { readBody, sendJson } from './http';
import { createSubscriptionInvoice } from './invoices';
import { nowSeconds, type StandinState } from './store';
import type { Subscription } from './types';
import type { WebhookSender } from './webhooks';

export const ADVANCE_ACTIONS = [
  'renew',
  'fail_renewal',
  'cancel_at_period_end',
  'cancel_at',
  'end_period',
  'delete',
] as const;
export type AdvanceAction = (typeof ADVANCE_ACTIONS)[number];

interface ControlContext {
  state: StandinState;
  webhooks: WebhookSender;
}

export async function handleControl(
  ctx: ControlContext,
  req: IncomingMessage,
  res: ServerResponse,
  segments: string[],
): Promise<void> {
  const [id = '', verb] = segments;
  if (req.method !== 'POST' || verb !== 'advance' || segments.length !== 2) {
    sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'Unknown route.' } });
    return;
  }
  try {
    const body = parseBody(await readBody(req));
    const sub = ctx.state.subscriptions.get(id);
    if (!sub) throw noSuch('subscription', id);
    sendJson(res, 200, await advance(ctx, sub, body.action, body.cancelAt));
  } catch (error) {
    if (!(error instanceof StandinError)) throw error;
    sendJson(res, error.status, error.toBody());
  }
}

function parseBody(text: string): { action: AdvanceAction; cancelAt: number | undefined } {
  let body: unknown;
  try {
    body = JSON.parse(text || '{}');
  } catch {
    throw invalid('The body must be JSON: {"action": "..."}');
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const action = ADVANCE_ACTIONS.find((a) => a === record.action);
  if (!action) throw invalid(`action must be one of ${ADVANCE_ACTIONS.join(', ')}`, 'action');
  const cancelAt = record.cancel_at;
  if (cancelAt !== undefined && (typeof cancelAt !== 'number' || !Number.isInteger(cancelAt))) {
    throw invalid('cancel_at must be a Unix timestamp in seconds', 'cancel_at');
  }
  return { action, cancelAt };
}

export async function advance(
  ctx: ControlContext,
  sub: Subscription,
  action: AdvanceAction,
  cancelAt?: number,
): Promise<Subscription> {
  if (sub.status === 'canceled') {
    throw invalid(`This subscription is already canceled: '${sub.id}'`);
  }
  const before = structuredClone(sub);
  const updated = () =>
    ctx.webhooks.emit('customer.subscription.updated', sub, changedFields(before, sub));
  switch (action) {
    case 'renew':
    case 'fail_renewal':
      await renew(ctx, sub, before, action === 'renew');
      break;
    case 'cancel_at_period_end':
      setCancelAtPeriodEnd(sub, true);
      await updated();
      break;
    case 'cancel_at':
      if (cancelAt === undefined) throw invalid('cancel_at is required', 'cancel_at');
      setCancelAt(sub, cancelAt);
      await updated();
      break;
    case 'end_period': {
      const { end } = currentPeriod(sub);
      const cancelsNow = sub.cancel_at !== null && sub.cancel_at <= end;
      if (!sub.cancel_at_period_end && !cancelsNow) {
        await renew(ctx, sub, before, true);
        break;
      }
      endSubscription(sub, sub.cancel_at ?? end);
      await ctx.webhooks.emit('customer.subscription.deleted', sub);
      break;
    }
    case 'delete':
      endSubscription(sub, nowSeconds());
      await ctx.webhooks.emit('customer.subscription.deleted', sub);
      break;
  }
  return sub;
}

/** A new period on every item and its invoice, paid or failed (`past_due`), with its events. */
async function renew(ctx: ControlContext, sub: Subscription, before: Subscription, paid: boolean) {
  const { end } = currentPeriod(sub);
  if (sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at <= end)) {
    throw invalid('This subscription is set to cancel; use end_period to let the period pass.');
  }
  const period = startNextPeriod(sub);
  sub.status = paid ? 'active' : 'past_due';
  const invoice = createSubscriptionInvoice(ctx.state, sub, {
    reason: 'subscription_cycle',
    paid,
    period,
  });
  await ctx.webhooks.emit('customer.subscription.updated', sub, changedFields(before, sub));
  await ctx.webhooks.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
}
