/**
 * rejectAndRefundSubmission against the stand-in: one refund however often it is asked for,
 * the submission rejected and refunded (never approvable), the rejection mail with its refund
 * line; a submission Stripe never took money for is refused with a clear message.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { REFUND_COPY } from '@swagdrop/model';
import { adminDb, callCallable } from '../../support/emulator';
import { auditEntries, newAdmin, seedSubmission } from '../admin-queues/seed';
import { payOnStandin, stripe, uploadTestImage } from '../brands/helpers';
import { newBrand, submissionDoc, submissionWithSession } from './flows';
import { chargeOfSession, paymentDoc, queuedMails } from './money-flows';

type Refunded = { status: 'rejected'; refundedCents: number };

let image: string;
beforeAll(async () => {
  image = await uploadTestImage();
});

describe('rejectAndRefundSubmission', () => {
  it('refunds once however often it is called, rejects, audits and mails the refund line', async () => {
    const brand = await newBrand();
    const fee = await submissionWithSession(image, brand);
    await payOnStandin(fee.url);
    const admin = await newAdmin();
    const idToken = await admin.token();
    const call = () =>
      callCallable<Refunded>(
        'rejectAndRefundSubmission',
        { submissionId: fee.id, reason: 'Not free swag' },
        { idToken },
      );

    const [a, b] = await Promise.all([call(), call()]);
    const c = await call();
    for (const res of [a, b, c]) {
      expect(res.error).toBeUndefined();
      expect(res.result).toEqual({ status: 'rejected', refundedCents: 5000 });
    }
    const chargeId = await chargeOfSession(fee.sessionId);
    const refunds = await stripe.refunds.list({ charge: chargeId });
    expect(refunds.data.map((r) => r.amount)).toEqual([5000]);

    const submission = await submissionDoc(fee.id);
    expect(submission).toMatchObject({
      status: 'rejected',
      payment_status: 'refunded',
      rejection_reason: 'Not free swag',
      refunded_cents: 5000,
      refund_id: refunds.data[0]?.id,
    });
    expect(await paymentDoc(fee.sessionId)).toMatchObject({
      status: 'refunded',
      refunded_cents: 5000,
    });
    const audit = await auditEntries(`submissions/${fee.id}`);
    expect(audit.map((entry) => entry.action)).toEqual(['submission.reject_refund']);

    const rejected = await queuedMails('submission_rejected', String(submission?.contact_email));
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.data).toMatchObject({
      reason: 'Not free swag',
      refund: { amount_cents: 5000, currency: 'usd' },
    });
    // The refund itself is told in the rejection mail, not in a second one.
    expect(await queuedMails('payment_returned', String(submission?.contact_email))).toEqual([]);

    const approve = await callCallable('approveSubmission', { submissionId: fee.id }, { idToken });
    expect(approve.error).toBeDefined();
    expect((await submissionDoc(fee.id))?.status).toBe('rejected');
  }, 300_000);

  it('refuses a paid submission Stripe has no Checkout payment for, and changes nothing', async () => {
    const admin = await newAdmin();
    const id = await seedSubmission({ payment_status: 'paid' });
    const res = await callCallable<Refunded>(
      'rejectAndRefundSubmission',
      { submissionId: id, reason: null },
      { idToken: await admin.token() },
    );
    expect(res.error?.message).toBe(REFUND_COPY.noCheckout);
    expect((await adminDb().doc(`submissions/${id}`).get()).data()).toMatchObject({
      status: 'pending',
      payment_status: 'paid',
    });
  });

  it('refuses brands', async () => {
    const brand = await newBrand();
    const id = await seedSubmission({ payment_status: 'paid' });
    const res = await callCallable(
      'rejectAndRefundSubmission',
      { submissionId: id, reason: null },
      { idToken: brand.token },
    );
    expect(res.error?.status).toBe('PERMISSION_DENIED');
  });
});
