/**
 * Brand emails about a submission (functions/src/mail/brand/submission-mails.ts): the receipt
 * with the listing-fee payment, the moderator's approval and rejection (with the optional
 * reason). Each cause queues exactly one `mail/{key}` document in the transaction of its change,
 * and a repeat of the cause queues nothing more.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { mailKey } from '../../../functions/src/mail/data';
import { adminDb, callCallable } from '../../support/emulator';
import { auditEntries, newAdmin, seedSubmission } from '../admin-queues/seed';
import {
  deliverThrice,
  makeEvent,
  payOnStandin,
  stripe,
  uniqueEmail,
  uploadTestImage,
} from '../brands/helpers';
import { forgetListingFee, newBrand, submissionDoc, submissionWithSession } from '../stripe/flows';
import { isRecent, mailByKey, mailsTo } from './brand-helpers';

let image: string;
let adminToken: string;
beforeAll(async () => {
  image = await uploadTestImage();
  adminToken = await (await newAdmin()).token();
});

describe('brand emails — submission', () => {
  it('paying the listing fee queues one receipt to the contact email, however often Stripe tells us', async () => {
    const brand = await newBrand();
    const { id, url, sessionId } = await submissionWithSession(image, brand);
    const submission = await submissionDoc(id);
    const to = String(submission?.contact_email);
    await payOnStandin(url); // the stand-in delivers checkout.session.completed itself

    const receipt = await mailByKey(mailKey('submission_receipt', sessionId));
    expect(receipt).toMatchObject({
      to,
      template: 'submission_receipt',
      status: expect.any(String),
      data: {
        submission_title: submission?.title,
        brand_name: submission?.brand_name,
        amount_cents: 5000,
        currency: 'usd',
        has_account: true,
      },
    });
    expect(isRecent(receipt?.data.paid_at)).toBe(true);

    // The same session's event again, three times (a fresh event id): the fee is already paid.
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(await deliverThrice([makeEvent('checkout.session.completed', session)])).toEqual([
      200, 200, 200,
    ]);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('one event delivered three times to an unpaid submission queues one receipt (no account → /swag)', async () => {
    const { id, url, sessionId } = await submissionWithSession(image);
    await payOnStandin(url);
    // Forget the stand-in's delivery (payment and mail) and deliver one event ourselves.
    await forgetListingFee(id, sessionId);
    await adminDb().collection('mail').doc(mailKey('submission_receipt', sessionId)).delete();
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const event = makeEvent('checkout.session.completed', session);
    expect(await deliverThrice([event])).toEqual([200, 200, 200]);

    const to = String((await submissionDoc(id))?.contact_email);
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      key: mailKey('submission_receipt', sessionId),
      template: 'submission_receipt',
      data: { amount_cents: 5000, has_account: false },
    });
  });

  it('approving queues one mail with the live listing, a second approval nothing', async () => {
    const to = uniqueEmail('approved');
    const id = await seedSubmission({ payment_status: 'paid', contact_email: to });
    const first = await callCallable<{ slug: string }>(
      'approveSubmission',
      { submissionId: id },
      { idToken: adminToken },
    );
    expect(first.result?.slug).toEqual(expect.any(String));
    const second = await callCallable(
      'approveSubmission',
      { submissionId: id },
      { idToken: adminToken },
    );
    expect(second.error).toBeDefined();

    const mails = await mailsTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      key: mailKey('submission_approved', id),
      template: 'submission_approved',
      data: {
        submission_title: (await submissionDoc(id))?.title,
        listing_slug: first.result?.slug,
      },
    });
  });

  it('rejecting with a reason stores it, audits it and mails it; a second rejection mails nothing', async () => {
    const to = uniqueEmail('rejected');
    const id = await seedSubmission({ payment_status: 'paid', contact_email: to });
    const reason = '  The claim link asks for a credit card.\nPlease link the free offer.  ';
    const res = await callCallable(
      'rejectSubmission',
      { submissionId: id, reason },
      { idToken: adminToken },
    );
    expect(res.result).toEqual({ status: 'rejected' });
    const again = await callCallable(
      'rejectSubmission',
      { submissionId: id, reason: 'Another reason' },
      { idToken: adminToken },
    );
    expect(again.error).toBeDefined();

    const trimmed = reason.trim();
    expect(await submissionDoc(id)).toMatchObject({
      status: 'rejected',
      rejection_reason: trimmed,
    });
    const audit = await auditEntries(`submissions/${id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'submission.reject',
      after: { status: 'rejected', rejection_reason: trimmed },
    });
    const mails = await mailsTo(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      key: mailKey('submission_rejected', id),
      template: 'submission_rejected',
      data: { submission_title: (await submissionDoc(id))?.title, reason: trimmed },
    });
  });

  it('a blank or missing reason is stored as none and the mail still goes out', async () => {
    for (const reason of ['   ', undefined, null]) {
      const to = uniqueEmail('no-reason');
      const id = await seedSubmission({ payment_status: 'paid', contact_email: to });
      const data = reason === undefined ? { submissionId: id } : { submissionId: id, reason };
      expect(
        (await callCallable('rejectSubmission', data, { idToken: adminToken })).result,
      ).toEqual({ status: 'rejected' });
      expect((await submissionDoc(id))?.rejection_reason).toBeNull();
      expect((await auditEntries(`submissions/${id}`))[0]).toMatchObject({
        after: { rejection_reason: null },
      });
      expect(await mailsTo(to)).toMatchObject([
        { template: 'submission_rejected', data: { reason: null } },
      ]);
    }
  });

  it('a reason over 1000 characters is refused and changes nothing', async () => {
    const to = uniqueEmail('long-reason');
    const id = await seedSubmission({ payment_status: 'paid', contact_email: to });
    const res = await callCallable(
      'rejectSubmission',
      { submissionId: id, reason: 'x'.repeat(1001) },
      { idToken: adminToken },
    );
    expect(res.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: expect.stringContaining('at most 1000 characters'),
    });
    expect((await submissionDoc(id))?.status).toBe('pending');
    expect(await mailsTo(to)).toHaveLength(0);
  });
});
