import { describe, expect, it } from 'vitest';
import { paymentRecordStatus, purchaseEnds, returnedCents, type ChargeFacts } from './payments';

const fee = (facts: Partial<ChargeFacts>): ChargeFacts => ({
  amount: 5000,
  amountRefunded: 0,
  dispute: null,
  ...facts,
});

describe('money that goes back', () => {
  it.each([
    [fee({}), 'paid', 0, false],
    [fee({ amountRefunded: 1000 }), 'partially_refunded', 1000, false],
    [fee({ amountRefunded: 5000 }), 'refunded', 5000, true],
    [fee({ dispute: { status: 'needs_response', amount: 5000 } }), 'disputed', 0, true],
    [
      fee({ amountRefunded: 1000, dispute: { status: 'lost', amount: 4000 } }),
      'dispute_lost',
      5000,
      true,
    ],
    [fee({ dispute: { status: 'won', amount: 5000 } }), 'dispute_won', 0, true],
  ] as const)('%o → %s, %i back, ends: %s', (facts, status, back, ends) => {
    expect(paymentRecordStatus(facts)).toBe(status);
    expect(returnedCents(facts)).toBe(back);
    // A won dispute restores nothing by itself: what the payment bought stays ended.
    expect(purchaseEnds(facts)).toBe(ends);
  });
});
