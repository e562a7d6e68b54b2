import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { listingFeeVerdict, type ListingFeeSessionRecord } from './listing-fee';

type Session = Parameters<typeof listingFeeVerdict>[0];

const session = (overrides: Partial<Session> = {}): Session => ({
  mode: 'payment',
  metadata: { kind: 'listing_fee', submission_id: 'sub_from_metadata' },
  amount_total: 5000,
  currency: 'usd',
  payment_status: 'paid',
  ...overrides,
});

const record: ListingFeeSessionRecord = {
  submission_id: 'sub_ours',
  kind: 'listing_fee',
  amount_cents: 5000,
  currency: 'usd',
};

describe('listingFeeVerdict', () => {
  it('pays the submission of our record, not the one the metadata names', () => {
    expect(listingFeeVerdict(session(), record)).toEqual({
      paid: true,
      submissionId: 'sub_ours',
      amountCents: 5000,
      currency: 'usd',
    });
  });

  it.each<[string, Session, Partial<ListingFeeSessionRecord> | undefined, string]>([
    ['a session we did not create', session(), undefined, 'not_our_session'],
    ['a record without a submission', session(), { kind: 'listing_fee' }, 'not_our_session'],
    ['a subscription session', session({ mode: 'subscription' }), record, 'wrong_mode'],
    ['another kind', session({ metadata: { kind: 'subscription' } }), record, 'wrong_kind'],
    ['no metadata', session({ metadata: null }), record, 'wrong_kind'],
    ['a cheaper session', session({ amount_total: 1 }), record, 'wrong_amount'],
    ['no amount', session({ amount_total: null }), record, 'wrong_amount'],
    ['another currency', session({ currency: 'eur' }), record, 'wrong_currency'],
    [
      'an unpaid (delayed) payment',
      session({ payment_status: 'unpaid' as Stripe.Checkout.Session.PaymentStatus }),
      record,
      'awaiting_payment',
    ],
  ])('refuses %s', (_name, s, r, reason) => {
    expect(listingFeeVerdict(s, r)).toEqual({ paid: false, reason });
  });
});
