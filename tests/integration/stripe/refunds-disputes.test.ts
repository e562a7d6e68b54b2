/**
 * Money that goes back, through the stand-in: refunds and disputes made in "Stripe" reach the
 * product by their webhooks, and every event delivered again, in shuffled orders and more than
 * once, leaves one final state.
 */
import type Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, callCallable } from '../../support/emulator';
import { advanceSubscription } from '../../support/stripe';
import { newAdmin } from '../admin-queues/seed';
import {
  FEATURED_PRICE,
  payOnStandin,
  rawStripe,
  stripe,
  uploadTestImage,
} from '../brands/helpers';
import { bundleIds, listing, seedTermListing, until } from '../plans/helpers';
import {
  buyPlan,
  newBrand,
  paidInvoiceOf,
  standinEvents,
  submissionDoc,
  submissionWithSession,
} from './flows';
import {
  chargeEvents,
  chargeOfInvoice,
  chargeOfSession,
  dispute,
  netRevenueOf,
  paymentDoc,
  queuedMails,
  redeliverShuffled,
  FLOW_MS,
  SETTLE,
} from './money-flows';

let image: string;
beforeAll(async () => {
  image = await uploadTestImage();
});

describe('listing fee: partial refund, dispute opened and lost', () => {
  it(
    'records a partial refund only; a dispute refunds the submission and ends its listing; one final state',
    async () => {
      const brand = await newBrand();
      const fee = await submissionWithSession(image, brand);
      await payOnStandin(fee.url);
      const admin = await newAdmin();
      const approved = await callCallable<{ listingId: string }>(
        'approveSubmission',
        { submissionId: fee.id },
        { idToken: await admin.token() },
      );
      const listingId = approved.result?.listingId ?? '';
      await until('listing in /swag', async () =>
        (await bundleIds()).includes(listingId) ? true : null,
      );
      const chargeId = await chargeOfSession(fee.sessionId);
      const contact = String((await submissionDoc(fee.id))?.contact_email);

      const partial = await stripe.refunds.create({ charge: chargeId, amount: 1000 });
      expect(partial.status).toBe('succeeded');
      await expect
        .poll(() => paymentDoc(fee.sessionId), SETTLE)
        .toMatchObject({
          status: 'partially_refunded',
          amount_cents: 5000,
          refunded_cents: 1000,
          charge_id: chargeId,
        });
      await expect
        .poll(() => submissionDoc(fee.id), SETTLE)
        .toMatchObject({
          payment_status: 'paid',
          status: 'approved',
        });
      await expect.poll(() => listing(listingId), SETTLE).toMatchObject({ expired: false });

      await dispute(chargeId);
      await expect
        .poll(() => paymentDoc(fee.sessionId), SETTLE)
        .toMatchObject({ status: 'disputed' });
      await expect
        .poll(() => submissionDoc(fee.id), SETTLE)
        .toMatchObject({ payment_status: 'refunded' });
      await expect
        .poll(() => listing(listingId), SETTLE)
        .toMatchObject({ expired: true, fee_refunded: true });
      await until('listing gone from /swag', async () =>
        (await bundleIds()).includes(listingId) ? null : true,
      );

      await dispute(chargeId, 'lost');
      await expect
        .poll(async () => (await paymentDoc(fee.sessionId)).status, SETTLE)
        .toBe('dispute_lost');
      const final = {
        status: 'dispute_lost',
        amount_cents: 5000,
        refunded_cents: 5000,
        dispute_status: 'lost',
      };
      await expect.poll(() => paymentDoc(fee.sessionId), SETTLE).toMatchObject(final);
      expect(await netRevenueOf(brand.uid)).toBe(0);

      const events = await chargeEvents(chargeId);
      expect(events.map((e) => e.type)).toEqual([
        'charge.refunded',
        'charge.dispute.created',
        'charge.dispute.closed',
      ]);
      expect(await redeliverShuffled(events)).toEqual(Array(6).fill(200));
      expect(await paymentDoc(fee.sessionId)).toMatchObject(final);
      expect(await submissionDoc(fee.id)).toMatchObject({ payment_status: 'refunded' });
      expect(await listing(listingId)).toMatchObject({ expired: true });
      expect(await netRevenueOf(brand.uid)).toBe(0);
      const mails = await queuedMails('payment_returned', contact);
      expect(mails.map((m) => m.data.kind).sort()).toEqual([
        'dispute_lost',
        'disputed',
        'partially_refunded',
      ]);
      // Stripe acted, not a moderator: each change is audited under Stripe's name.
      const audit = await adminDb()
        .collection('audit_log')
        .where('target', '==', `payments/${fee.sessionId}`)
        .get();
      expect(audit.docs.map((d) => d.get('action')).sort()).toEqual([
        'payment.dispute_closed',
        'payment.returned',
        'payment.returned',
      ]);
    },
    FLOW_MS,
  );

  it(
    'a full refund made in Stripe marks a pending submission refunded, and it cannot be approved',
    async () => {
      const brand = await newBrand();
      const fee = await submissionWithSession(image, brand);
      await payOnStandin(fee.url);
      const chargeId = await chargeOfSession(fee.sessionId);
      await stripe.refunds.create({ charge: chargeId });
      await expect
        .poll(() => paymentDoc(fee.sessionId), SETTLE)
        .toMatchObject({
          status: 'refunded',
          refunded_cents: 5000,
        });
      await expect
        .poll(() => submissionDoc(fee.id), SETTLE)
        .toMatchObject({
          payment_status: 'refunded',
          status: 'pending',
        });
      const admin = await newAdmin();
      const res = await callCallable(
        'approveSubmission',
        { submissionId: fee.id },
        { idToken: await admin.token() },
      );
      expect(res.error?.message).toBe('This submission was refunded and cannot be approved.');
      expect(await netRevenueOf(brand.uid)).toBe(0);
    },
    FLOW_MS,
  );
});

describe('plan: partial refund, renewal, dispute opened and won', () => {
  it(
    'a partial refund changes nothing; a dispute cancels the plan at once and stops featuring; winning restores nothing',
    async () => {
      const brand = await newBrand();
      const planSessionId = await buyPlan(brand, FEATURED_PRICE);
      const session = await rawStripe<Stripe.Checkout.Session>(
        `checkout/sessions/${planSessionId}`,
      );
      const subscriptionId = String(session.subscription);
      const own = await seedTermListing({
        owner_uid: brand.uid,
        expires_at: Date.now() + 86_400_000,
      });
      await until('plan featuring', async () =>
        (await listing(own)).plan_featured === true ? true : null,
      );
      const first = await paidInvoiceOf(subscriptionId);
      const chargeId = await chargeOfInvoice(String(first.id));

      await stripe.refunds.create({ charge: chargeId, amount: 500 });
      await expect
        .poll(() => paymentDoc(String(first.id)), SETTLE)
        .toMatchObject({
          status: 'partially_refunded',
          refunded_cents: 500,
        });
      expect(
        (await adminDb().doc(`subscriptions/${brand.uid}`).get()).get('subscription_status'),
      ).toBe('active');

      await advanceSubscription(subscriptionId, 'renew');
      await dispute(chargeId);
      await expect
        .poll(async () => (await stripe.subscriptions.retrieve(subscriptionId)).status, SETTLE)
        .toBe('canceled');
      await expect
        .poll(
          async () =>
            (await adminDb().doc(`subscriptions/${brand.uid}`).get()).get('subscription_status'),
          SETTLE,
        )
        .toBe('canceled');
      await until('featuring off', async () =>
        (await listing(own)).plan_featured === false ? true : null,
      );
      await dispute(chargeId, 'won');
      await expect
        .poll(() => paymentDoc(String(first.id)), SETTLE)
        .toMatchObject({
          status: 'dispute_won',
          refunded_cents: 500,
        });
      expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');

      const renewal = (await standinEvents()).filter(
        (e) =>
          (e.type === 'invoice.paid' &&
            (e.data.object as Stripe.Invoice).parent?.subscription_details?.subscription ===
              subscriptionId &&
            (e.data.object as Stripe.Invoice).id !== first.id) ||
          (e.type.startsWith('customer.subscription.') &&
            (e.data.object as { id: string }).id === subscriptionId),
      );
      expect(renewal.map((e) => e.type)).toContain('invoice.paid');
      const events = [...(await chargeEvents(chargeId)), ...renewal];
      const statuses = await redeliverShuffled(events);
      expect(statuses.every((s) => s === 200)).toBe(true);

      expect(
        (await adminDb().doc(`subscriptions/${brand.uid}`).get()).get('subscription_status'),
      ).toBe('canceled');
      expect(await listing(own)).toMatchObject({ plan_featured: false });
      expect(await paymentDoc(String(first.id))).toMatchObject({
        status: 'dispute_won',
        refunded_cents: 500,
      });
      // Two paid invoices of 65 $, 5 $ refunded.
      const paidInvoices = (await stripe.invoices.list({ subscription: subscriptionId })).data
        .filter((invoice) => invoice.status === 'paid')
        .map((invoice) => String(invoice.id));
      expect(paidInvoices).toHaveLength(2);
      const records = await adminDb()
        .collection('payments')
        .where('user_id', '==', brand.uid)
        .get();
      const recorded = records.docs.map((d) => [d.id, d.get('refunded_cents') ?? 0]);
      expect(recorded.sort()).toEqual(
        paidInvoices.map((id) => [id, id === first.id ? 500 : 0]).sort(),
      );
      expect(await netRevenueOf(brand.uid)).toBe(2 * 6500 - 500);
      const to = (await adminAuth().getUser(brand.uid)).email ?? '';
      const kinds = (await queuedMails('payment_returned', to)).map((m) => m.data.kind).sort();
      expect(kinds).toEqual(['dispute_won', 'disputed', 'partially_refunded']);
    },
    FLOW_MS,
  );
});
