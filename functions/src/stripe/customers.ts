import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '../lib/admin';
import { hashKey } from '../lib/throttle';
import { stripe } from './client';
import { HttpError } from './http-endpoint';
import { claimCustomerLease, saveCustomer } from './writes';

const LEASE_MS = 20_000;
const WAIT_STEP_MS = 200;
const MAX_WAITS = 60;

/** A customer we created earlier for this user (found by email, matched by metadata). */
async function findExistingCustomer(uid: string, email: string | null): Promise<string | null> {
  if (!email) return null;
  const { customers } = await stripe();
  const list = await customers.list({ email, limit: 20 });
  return list.data.find((c) => c.metadata?.firebase_uid === uid)?.id ?? null;
}

/**
 * The user's one Stripe customer: reused from customers/{uid}; otherwise created by exactly one
 * request (lease in a transaction), after looking for one a crashed attempt may have left at
 * Stripe, and with an idempotency key as a last guard against a duplicate.
 */
export async function ensureStripeCustomer(uid: string, email: string | null): Promise<string> {
  const leaseId = randomUUID();
  for (let attempt = 0; ; attempt += 1) {
    const lease = await claimCustomerLease(uid, leaseId, LEASE_MS);
    if (lease.kind === 'existing') return lease.customerId;
    if (lease.kind === 'acquired') break;
    if (attempt >= MAX_WAITS) throw new HttpError(503, 'Checkout is busy, please try again');
    await sleep(WAIT_STEP_MS);
  }
  const found = await findExistingCustomer(uid, email);
  const { customers } = await stripe();
  const customerId =
    found ??
    (
      await customers.create(
        { ...(email ? { email } : {}), metadata: { firebase_uid: uid } },
        { idempotencyKey: `swagdrop-customer-${uid}-${hashKey(email ?? '')}` },
      )
    ).id;
  return saveCustomer(uid, customerId, email);
}

/** The Firebase user behind a Stripe customer, from the customers/{uid} mapping. */
export async function uidForCustomer(customerId: string): Promise<string | null> {
  const snap = await db
    .collection('customers')
    .where('stripe_customer_id', '==', customerId)
    .limit(1)
    .get();
  return snap.docs[0]?.id ?? null;
}
