import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { MissingSettingError } from '../config';
import { db } from '../lib/admin';
import { logMissingSetting } from '../lib/log';
import { applyPlanToListings } from './apply-plan';
import { planEffect } from './plan-effect';
import { planKeyForPrice } from './plan-prices';
import { logPlanApplied } from './log';

/**
 * Keeps a brand's listings in line with its plan whenever the Stripe webhook writes its
 * subscription view (subscriptions/{uid}): live until the period end while the plan is active,
 * featured under the Featured plan, unfeatured once it ends. It reads the view's current state
 * rather than the event's copy, so retries and out-of-order deliveries converge.
 */
export const plansOnSubscriptionWrite = onDocumentWritten(
  { document: 'subscriptions/{uid}', retry: true, memory: '256MiB' },
  async (event) => {
    const uid = event.params.uid;
    const now = Date.now();
    const view = await db.collection('subscriptions').doc(uid).get();
    let plan;
    try {
      plan = planEffect(view.data(), planKeyForPrice, now);
    } catch (error) {
      // Retried (retry: true) until an operator sets the price ids; each attempt says which.
      if (error instanceof MissingSettingError) {
        logMissingSetting('plansOnSubscriptionWrite', error.setting);
      }
      throw error;
    }
    const written = await applyPlanToListings(db, uid, plan, now);
    logPlanApplied(uid, plan, written);
  },
);
