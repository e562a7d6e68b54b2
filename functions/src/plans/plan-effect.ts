import { PLAN_LIVE_STATUSES, type PlanKey } from '@swagdrop/model';

/** What a brand's plan does to its listings right now (docs/data-model.md, "Listing term"). */
export interface PlanEffect {
  /** The plan keeps the brand's listings live until `periodEndMs`. */
  live: boolean;
  /** The brand's live listings are featured (plan_featured). */
  featured: boolean;
  /** Epoch ms the paid period ends; null when no plan is live. */
  periodEndMs: number | null;
}

export const NO_PLAN: PlanEffect = { live: false, featured: false, periodEndMs: null };

/**
 * The effect of the subscription view the webhook wrote (subscriptions/{uid}; absent = no plan).
 * Only an active or trialing subscription of one of our two plans counts; a `cancel_at` already
 * passed ends it even if the webhook's last word still says active.
 */
export function planEffect(
  view: Record<string, unknown> | undefined,
  planKeyForPrice: (priceId: string) => PlanKey | null,
  now: number,
): PlanEffect {
  if (!view) return NO_PLAN;
  const status = typeof view.subscription_status === 'string' ? view.subscription_status : '';
  const key = planKeyForPrice(typeof view.price_id === 'string' ? view.price_id : '');
  const periodEnd = Number(view.current_period_end);
  const cancelAt = Number(view.cancel_at);
  const cancelled = Number.isFinite(cancelAt) && cancelAt > 0 && cancelAt * 1000 <= now;
  if (!PLAN_LIVE_STATUSES.includes(status) || !key || !(periodEnd > 0) || cancelled) {
    return NO_PLAN;
  }
  return { live: true, featured: key === 'featured', periodEndMs: periodEnd * 1000 };
}
