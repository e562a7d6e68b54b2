import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { PlanKey } from '@swagdrop/model';
import { planUpdate } from './apply-plan';
import { NO_PLAN, planEffect } from './plan-effect';

const keyOf = (price: string): PlanKey | null =>
  price === 'p_feat' ? 'featured' : price === 'p_list' ? 'listing' : null;
const NOW = 1_000_000_000_000;
const view = (overrides: Record<string, unknown> = {}) => ({
  subscription_status: 'active',
  price_id: 'p_feat',
  current_period_end: NOW / 1000 + 3600,
  cancel_at_period_end: false,
  ...overrides,
});

describe('planEffect', () => {
  it('an active or trialing Featured plan keeps listings live and features them', () => {
    expect(planEffect(view(), keyOf, NOW)).toEqual({
      live: true,
      featured: true,
      periodEndMs: NOW + 3_600_000,
    });
    expect(
      planEffect(view({ subscription_status: 'trialing', price_id: 'p_list' }), keyOf, NOW),
    ).toMatchObject({ live: true, featured: false });
  });

  it.each([
    ['no view', undefined],
    ['canceled', view({ subscription_status: 'canceled' })],
    ['unpaid', view({ subscription_status: 'unpaid' })],
    ['past_due', view({ subscription_status: 'past_due' })],
    ['an unknown price', view({ price_id: 'p_other' })],
    ['a cancel_at already passed', view({ cancel_at: NOW / 1000 - 1 })],
  ])('%s is no plan', (_name, value) => {
    expect(planEffect(value, keyOf, NOW)).toEqual(NO_PLAN);
  });
});

describe('planUpdate', () => {
  const end = (ms: number) => Timestamp.fromMillis(ms);
  const plan = { live: true, featured: true, periodEndMs: NOW + 5_000 };

  it('moves the end on, un-expires and features; a second application changes nothing', () => {
    const listing = { expires_at: end(NOW - 1), expired: true, plan_featured: false };
    const update = planUpdate(listing, plan, NOW);
    expect(update).toEqual({
      expires_at: end(NOW + 5_000),
      expired: false,
      plan_featured: true,
    });
    expect(planUpdate({ ...listing, ...update }, plan, NOW)).toBeNull();
  });

  it("never shortens an end, keeps no-end, and never touches a moderator's is_featured", () => {
    expect(planUpdate({ expires_at: end(NOW + 9_000), plan_featured: true }, plan, NOW)).toBeNull();
    expect(planUpdate({ expires_at: null, plan_featured: true }, plan, NOW)).toBeNull();
    const ended = planUpdate({ is_featured: true, plan_featured: true }, NO_PLAN, NOW);
    expect(ended).toEqual({ plan_featured: false });
  });
});
