/**
 * Reject and refund, as people do it: a brand signed in pays the listing fee through the
 * stand-in's Checkout, a moderator rejects the submission with a refund (a double click
 * refunds once), the brand's payment history shows the refund and the inbox has the mail.
 */
import { REFUND_COPY, BRAND_COPY, formatUsd } from '@swagdrop/model';
import { MAIL_BRAND_COPY } from '../../../functions/src/mail/copy/brand';
import { adminDb, createUser } from '../../support/emulator';
import { waitForMail } from '../../support/maildev';
import { standinStripe } from '../../support/stripe';
import { readText } from '../mail/brand-mail-support';
import { fillSubmitForm, loginAs, unique, uniqueEmail } from '../brands/support';
import { routeFunctions } from '../storefront-writes/helpers';
import { expect, test, URLS } from '../support/fixtures';
import { ADMIN, card, loginAsAdmin } from './support';

test.describe('reject and refund', () => {
  // Cold functions (checkout, webhook, refund, the sender) on a loaded 2-core machine.
  test.describe.configure({ timeout: 240_000 });

  test('a paid submission is rejected with one refund; the brand sees it and gets the mail', async ({
    page,
  }) => {
    const email = uniqueEmail('refund-brand');
    const password = 'refund-Pass-9';
    const title = unique('Refund Tee');
    await createUser(email, password);
    await loginAs(page, email, password);
    await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);

    // From an address of its own: the suite's browser submissions share the per-IP limit.
    await routeFunctions(page);
    await page.goto('/submit');
    await fillSubmitForm(page, { title, email });
    await page.getByRole('button', { name: BRAND_COPY.submitButton }).click();
    await page.waitForURL(`${URLS.stripe}/checkout/**`);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(
      page.getByRole('heading', { name: BRAND_COPY.paymentSuccessfulTitle }),
    ).toBeVisible({ timeout: 60_000 });

    await loginAsAdmin(page);
    await page.goto(ADMIN('/submissions'));
    await card(page, title).getByRole('button', { name: REFUND_COPY.rejectAndRefund }).click();
    const dialog = page.getByRole('dialog', { name: REFUND_COPY.rejectAndRefund });
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Not a free offer');
    // A double click: the second press must not refund again.
    await dialog.getByRole('button', { name: REFUND_COPY.rejectAndRefund }).dblclick();
    await expect(page.getByText(REFUND_COPY.refunded(formatUsd(5000)))).toBeVisible({
      timeout: 60_000,
    });

    const [submission] = (
      await adminDb().collection('submissions').where('title', '==', title).get()
    ).docs;
    expect(submission?.get('status')).toBe('rejected');
    const session = await standinStripe.checkout.sessions.retrieve(
      String(submission?.get('checkout_session_id')),
    );
    const refunds = await standinStripe.refunds.list({
      payment_intent: String(session.payment_intent),
    });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([5000]);

    // Stripe's charge.refunded reaches the webhook while the refund is made; wait for it here
    // so the dashboard's one read of the history finds it.
    await expect
      .poll(
        async () =>
          (await adminDb().doc(`payments/${session.id}`).get()).get('status') as string | undefined,
        { timeout: 60_000 },
      )
      .toBe('refunded');
    await page.goto(`${URLS.storefront}/dashboard`);
    const history = page.getByRole('region', { name: REFUND_COPY.historyTitle });
    const row = history.getByRole('row', { name: new RegExp(REFUND_COPY.listingFee(title)) });
    // The history comes from myPayments, which asks Stripe for receipt links: on a busy machine
    // that answer takes longer than the default wait.
    await expect(row).toContainText('$50.00', { timeout: 45_000 });
    await expect(row).toContainText('Refunded');
    await expect(row.getByRole('link', { name: REFUND_COPY.receipt })).toHaveAttribute(
      'href',
      new RegExp(`^${URLS.stripe}/receipts/payment/ch_`),
    );

    const mail = await waitForMail(email, MAIL_BRAND_COPY.rejected.subject(title), 90_000);
    expect(readText(mail)).toContain(MAIL_BRAND_COPY.rejected.refundLine(formatUsd(5000)));
  });
});
