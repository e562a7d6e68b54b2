import { logger } from 'firebase-functions/v2';
import type { PlanEffect } from './plan-effect';

export function logPlanApplied(uid: string, plan: PlanEffect, written: number): void {
  logger.info('plans: applied plan to listings', { uid, ...plan, written });
}

export function logListingsExpired(count: number): void {
  if (count > 0) logger.info('plans: marked listings expired', { count });
}
