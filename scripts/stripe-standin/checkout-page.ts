/**
 * The hosted checkout page. Plain server-rendered HTML with real forms, so it works with
 * JavaScript off, with a keyboard and a screen reader, and from Playwright without special cases.
 */
import type { CheckoutLineItem, CheckoutSession, Recurring } from './types';

const ZERO_DECIMAL = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
]);

export function formatAmount(amount: number, currency: string): string {
  const divisor = ZERO_DECIMAL.has(currency.toLowerCase()) ? 1 : 100;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amount / divisor);
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function cadence(recurring: Recurring | null): string {
  if (!recurring) return '';
  const unit = recurring.interval_count === 1 ? recurring.interval : `${recurring.interval}s`;
  const count = recurring.interval_count === 1 ? '' : `${recurring.interval_count} `;
  return ` every ${count}${unit}`;
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1a1a1a; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px;
    box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  .note { background: #fff4d6; border-left: 4px solid #b7791f; padding: .75rem 1rem; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { text-align: left; padding: .5rem 0; border-bottom: 1px solid #ddd; }
  td.amount, th.amount { text-align: right; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .6rem 1.4rem; border-radius: 6px; border: 2px solid #1d4ed8;
    cursor: pointer; }
  button.pay { background: #1d4ed8; color: #fff; }
  button.cancel { background: #fff; color: #1d4ed8; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

export function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
<p class="note" role="note">SwagDrop local Stripe stand-in — no real payment is taken.</p>
</main>
</body>
</html>
`;
}

export function renderCheckoutPage(session: CheckoutSession, items: CheckoutLineItem[]): string {
  const rows = items
    .map((item) => {
      const amount = formatAmount(item.amount_total, item.currency) + cadence(item.price.recurring);
      const quantity = (item.quantity ?? 1) > 1 ? ` × ${item.quantity ?? 1}` : '';
      return `<tr><td>${escapeHtml(item.description ?? '')}${quantity}</td><td class="amount">${escapeHtml(amount)}</td></tr>`;
    })
    .join('\n');
  const total = formatAmount(session.amount_total ?? 0, session.currency ?? 'usd');
  const id = encodeURIComponent(session.id);
  const who = session.customer_email
    ? `<p>Paying as ${escapeHtml(session.customer_email)}</p>`
    : '';
  const actions =
    session.status === 'open'
      ? `<div class="actions">
<form method="post" action="/checkout/${id}/pay"><button type="submit" class="pay">Pay ${escapeHtml(total)}</button></form>
<form method="post" action="/checkout/${id}/cancel"><button type="submit" class="cancel">Cancel</button></form>
</div>`
      : `<p role="status">This checkout session is ${escapeHtml(session.status ?? 'closed')}.</p>`;
  const heading = session.mode === 'subscription' ? 'Subscribe' : 'Pay';
  return renderPage(
    `${heading} ${total} – SwagDrop checkout`,
    `<h1>${heading} to SwagDrop</h1>
${who}
<table>
<caption class="visually-hidden">Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">Total due today</th><td class="amount">${escapeHtml(total)}</td></tr></tfoot>
</table>
${actions}`,
  );
}

export function renderMessage(title: string, message: string): string {
  return renderPage(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
