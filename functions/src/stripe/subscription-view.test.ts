import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  shouldReplaceView,
  viewFromSubscription,
  type SubscriptionViewDoc,
} from './subscription-view';

function view(overrides: Partial<SubscriptionViewDoc> = {}): SubscriptionViewDoc {
  return {
    subscription_status: 'active',
    price_id: 'price_a',
    current_period_end: 2_000_000_000,
    cancel_at_period_end: false,
    cancel_at: null,
    subscription_id: 'sub_a',
    subscription_created: 1_700_000_000,
    ...overrides,
  };
}

describe('viewFromSubscription', () => {
  const base = {
    id: 'sub_1',
    status: 'active',
    created: 1_700_000_000,
    cancel_at_period_end: true,
    items: { data: [{ price: { id: 'price_featured' }, current_period_end: 1_707_776_000 }] },
  };

  it('reads the period from the first item (current API versions)', () => {
    expect(viewFromSubscription(base as unknown as Stripe.Subscription)).toEqual({
      subscription_status: 'active',
      price_id: 'price_featured',
      current_period_end: 1_707_776_000,
      cancel_at_period_end: true,
      cancel_at: null,
      subscription_id: 'sub_1',
      subscription_created: 1_700_000_000,
    });
  });

  it('keeps a set cancellation date (cancel_at), as the customer portal sets it', () => {
    const scheduled = { ...base, cancel_at_period_end: false, cancel_at: 1_705_000_000 };
    expect(viewFromSubscription(scheduled as unknown as Stripe.Subscription)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: 1_705_000_000,
    });
  });

  it('falls back to the top-level period of older payloads', () => {
    const legacy = {
      ...base,
      current_period_end: 1_800_000_000,
      items: { data: [{ price: { id: 'p' } }] },
    };
    expect(viewFromSubscription(legacy as unknown as Stripe.Subscription).current_period_end).toBe(
      1_800_000_000,
    );
  });
});

describe('shouldReplaceView', () => {
  it.each<[string, Partial<SubscriptionViewDoc> | undefined, SubscriptionViewDoc, boolean]>([
    ['no view yet', undefined, view(), true],
    ['same subscription, newer state', view(), view({ cancel_at_period_end: true }), true],
    ['same subscription, now canceled', view(), view({ subscription_status: 'canceled' }), true],
    [
      'other live subscription, newer',
      view(),
      view({ subscription_id: 'sub_b', subscription_created: 1_800_000_000 }),
      true,
    ],
    [
      'other live subscription, older',
      view({ subscription_created: 1_800_000_000 }),
      view({ subscription_id: 'sub_b', subscription_created: 1_700_000_000 }),
      false,
    ],
    [
      'other live subscription created in the same second',
      view(),
      view({ subscription_id: 'sub_b' }),
      false,
    ],
    [
      'an old canceled plan cannot hide the active one',
      view(),
      view({
        subscription_id: 'sub_old',
        subscription_status: 'canceled',
        subscription_created: 1_900_000_000,
      }),
      false,
    ],
    [
      'a live plan replaces a canceled one',
      view({ subscription_status: 'canceled' }),
      view({ subscription_id: 'sub_b', subscription_created: 1 }),
      true,
    ],
    [
      'past_due still counts as the current plan',
      view({ subscription_status: 'past_due' }),
      view({ subscription_id: 'sub_b', subscription_status: 'incomplete_expired' }),
      false,
    ],
  ])('%s', (_name, current, incoming, expected) => {
    expect(shouldReplaceView(current, incoming)).toBe(expected);
  });
});
