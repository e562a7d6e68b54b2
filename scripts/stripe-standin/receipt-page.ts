/** GET /receipts/payment/:chargeId — the receipt page a charge's receipt_url points at. */
import type { ServerResponse } from 'node:http';
import { escapeHtml, formatAmount, renderMessage } from './checkout-page';
import { sendHtml } from './http';
import type { StandinState } from './store';

export function sendReceipt(state: StandinState, chargeId: string, res: ServerResponse): void {
  const charge = state.charges.get(chargeId);
  if (!charge) {
    sendHtml(res, 404, renderMessage('Receipt not found', `No charge ${chargeId} exists.`));
    return;
  }
  const paid = formatAmount(charge.amount, charge.currency);
  const refunded = charge.amount_refunded
    ? ` Refunded: ${formatAmount(charge.amount_refunded, charge.currency)}.`
    : '';
  const when = new Date(charge.created * 1000).toISOString().slice(0, 10);
  sendHtml(
    res,
    200,
    renderMessage(
      'Receipt from SwagDrop (local stand-in)',
      `Paid ${paid} on ${when} with a card ending 4242.${refunded} ${escapeHtml(charge.id)}`,
    ),
  );
}
