import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { planExpiry } from '@swagdrop/model';
import type { PlanEffect } from './plan-effect';

/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;

function endMillis(value: unknown): number | null {
  return value instanceof Timestamp ? value.toMillis() : null;
}

/**
 * The fields a plan changes on one listing, or null when it is already right (so applying the
 * same plan twice writes nothing). A live plan moves the end on to the period end (never
 * earlier) and un-expires a listing the new end brings back; featuring follows the plan. A
 * moderator's is_featured is never touched.
 */
export function planUpdate(
  listing: Record<string, unknown>,
  plan: PlanEffect,
  now: number,
): Record<string, unknown> | null {
  const update: Record<string, unknown> = {};
  if (plan.live && plan.periodEndMs !== null) {
    const current = endMillis(listing.expires_at);
    const next = planExpiry(current, plan.periodEndMs);
    if (next !== null && next !== current) update.expires_at = Timestamp.fromMillis(next);
    if (listing.expired === true && (next === null || next > now)) update.expired = false;
  }
  if ((listing.plan_featured === true) !== plan.featured) update.plan_featured = plan.featured;
  return Object.keys(update).length > 0 ? update : null;
}

/**
 * Applies a brand's plan to every listing it owns (owner_uid). Idempotent: it derives each
 * listing's fields from the plan's current state, so a retried or repeated event changes
 * nothing more. Returns how many listings were written.
 */
export async function applyPlanToListings(
  db: Firestore,
  uid: string,
  plan: PlanEffect,
  now: number,
): Promise<number> {
  const snap = await db.collection('swag_listings').where('owner_uid', '==', uid).get();
  const updates = snap.docs
    .map((doc: DocumentSnapshot) => ({
      ref: doc.ref,
      update: planUpdate(doc.data() ?? {}, plan, now),
    }))
    .filter(
      (row): row is { ref: DocumentSnapshot['ref']; update: Record<string, unknown> } =>
        row.update !== null,
    );
  for (let i = 0; i < updates.length; i += BATCH_LIMIT) {
    const batch = db.batch();
    for (const { ref, update } of updates.slice(i, i + BATCH_LIMIT)) batch.update(ref, update);
    await batch.commit();
  }
  return updates.length;
}
