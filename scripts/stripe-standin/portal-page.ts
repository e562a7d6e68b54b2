/**
 * The stand-in's billing portal page: GET /billing_portal/:id lists the customer's plans, each
 * with a "Cancel plan" button (POST /billing_portal/:id/cancel), and links back to `return_url`.
 * Plain HTML forms, like the checkout page, so it works by keyboard and screen reader.
 */
import type { ServerResponse } from 'node:http';
import { currentPeriod, setCancelAtPeriodEnd, changedFields } from './billing';
import { escapeHtml, formatAmount, renderMessage, renderPage } from './checkout-page';
import { parseForm } from './form-parse';
import { redirect, sendHtml } from './http';
import type { StandinState } from './store';
import type { BillingPortalSession, Subscription } from './types';
import type { WebhookSender } from './webhooks';

interface PortalContext {
  state: StandinState;
  webhooks: WebhookSender;
}

export async function handlePortal(
  ctx: PortalContext,
  method: string,
  segments: string[],
  body: string,
  query: URLSearchParams,
  res: ServerResponse,
): Promise<void> {
  const [id = '', action] = segments;
  const session = ctx.state.portalSessions.get(id);
  if (!session) {
    sendHtml(res, 404, renderMessage('Portal session not found', `No session ${id} exists.`));
    return;
  }
  if (method === 'GET' && action === undefined) {
    sendHtml(res, 200, renderPortal(ctx.state, session, query.get('canceled')));
    return;
  }
  if (method === 'POST' && action === 'cancel') {
    const subscriptionId = String(parseForm(body).subscription ?? '');
    const sub = ctx.state.subscriptions.get(subscriptionId);
    if (!sub || sub.customer !== session.customer) {
      sendHtml(res, 404, renderMessage('Plan not found', 'That plan is not on this account.'));
      return;
    }
    if (sub.status !== 'canceled' && !sub.cancel_at_period_end) {
      const before = structuredClone(sub);
      setCancelAtPeriodEnd(sub, true);
      await ctx.webhooks.emit('customer.subscription.updated', sub, changedFields(before, sub));
    }
    redirect(
      res,
      `/billing_portal/${encodeURIComponent(id)}?canceled=${encodeURIComponent(sub.id)}`,
    );
    return;
  }
  sendHtml(res, 405, renderMessage('Not allowed', `${method} is not supported here.`));
}

const STATUS_TEXT: Record<string, string> = {
  active: 'Active',
  past_due: 'Past due: the last renewal payment failed',
  canceled: 'Canceled',
};

function formatDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function renderPortal(
  state: StandinState,
  session: BillingPortalSession,
  canceledId: string | null,
): string {
  const customer = state.customers.get(session.customer);
  const subs = [...state.subscriptions.values()].filter((s) => s.customer === session.customer);
  const notice = subs.find((s) => s.id === canceledId);
  const status = notice
    ? `<p role="status">Your plan is canceled. It stays active until ${escapeHtml(
        formatDate(notice.cancel_at ?? currentPeriod(notice).end),
      )} and will not renew.</p>`
    : '';
  const plans = subs.length
    ? subs.map((sub) => renderPlan(state, session, sub)).join('\n')
    : '<p>You have no plans.</p>';
  const back = session.return_url
    ? `<p><a href="${escapeHtml(session.return_url)}">Return to SwagDrop</a></p>`
    : '';
  const who = customer?.email ? `<p>Signed in as ${escapeHtml(customer.email)}</p>` : '';
  return renderPage(
    'Manage your plan – SwagDrop billing',
    `<h1>Manage your plan</h1>\n${who}\n${status}\n${plans}\n${back}`,
  );
}

function renderPlan(state: StandinState, session: BillingPortalSession, sub: Subscription) {
  const item = sub.items.data[0];
  const name = (item && state.products.get(item.price.product)?.name) ?? 'Plan';
  const recurring = item?.price.recurring;
  const price = item
    ? `${formatAmount(item.price.unit_amount ?? 0, item.price.currency)} every ${
        recurring ? `${recurring.interval_count} ${recurring.interval}s` : 'period'
      }`
    : '';
  const { end } = currentPeriod(sub);
  let when: string;
  if (sub.status === 'canceled') when = `Ended on ${formatDate(sub.ended_at ?? end)}`;
  else if (sub.cancel_at !== null) when = `Ends on ${formatDate(sub.cancel_at)}; it will not renew`;
  else when = `Renews on ${formatDate(end)}`;
  const canCancel = sub.status !== 'canceled' && sub.cancel_at === null;
  const headingId = `plan-${escapeHtml(sub.id)}`;
  const form = canCancel
    ? `<form method="post" action="/billing_portal/${encodeURIComponent(session.id)}/cancel">
<input type="hidden" name="subscription" value="${escapeHtml(sub.id)}">
<button type="submit" class="cancel" aria-describedby="${headingId}">Cancel plan</button>
</form>`
    : '';
  return `<section aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(name)}</h2>
<p>${escapeHtml(price)}</p>
<p>Status: ${escapeHtml(STATUS_TEXT[sub.status] ?? sub.status)}</p>
<p>${escapeHtml(when)}</p>
${form}
</section>`;
}
