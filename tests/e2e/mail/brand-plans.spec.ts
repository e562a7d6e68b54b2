/**
 * The brand's plan emails as read in the local inbox (MailDev): buying the Featured plan on the
 * dashboard → "plan started" ($65.00); a renewal (the stand-in's control endpoint) → "renewed";
 * canceling in the customer portal → "ends on <date>", whose link leads back to the dashboard.
 */
import { BRAND_COPY, PLANS, cancelsOn, formatEpochSeconds } from '@swagdrop/model';
import { MAIL_COMMON_COPY } from '../../../functions/src/mail/copy/common';
import { MAIL_BRAND_COPY } from '../../../functions/src/mail/copy/brand';
import { linkIn, waitForMail } from '../../support/maildev';
import { advanceSubscription, standinStripe } from '../../support/stripe';
import { loginAs, uniqueEmail } from '../brands/support';
import { expect, test, URLS } from '../support/fixtures';
import { brandBuysPlan, periodEnd, readText } from './brand-mail-support';

const PASSWORD = 'mail-plan-pass-1';
const FEATURED = PLANS.find((plan) => plan.key === 'featured')?.name ?? '';

test.describe.serial('brand plan emails', () => {
  test.describe.configure({ timeout: 180_000 });

  const email = uniqueEmail('mail-plan');
  let subscriptionId = '';

  test('buying a plan sends "plan started" with the amount and the renewal date', async ({
    page,
  }) => {
    const { subscription: sub } = await brandBuysPlan(page, email, PASSWORD, FEATURED);
    subscriptionId = sub.id;

    const mail = await waitForMail(email, MAIL_BRAND_COPY.planStarted.subject(FEATURED), 90_000);
    const text = readText(mail);
    expect(text).toContain(MAIL_BRAND_COPY.planStarted.heading);
    expect(text).toContain('$65.00');
    expect(text).toContain(formatEpochSeconds(periodEnd(sub)));
    expect(text).toContain(MAIL_COMMON_COPY.climateLine);
    expect(linkIn(mail, /\/dashboard$/)).toBe(`${URLS.storefront}/dashboard`);
  });

  test('a renewal sends "renewed" with the next renewal date', async () => {
    const renewed = await advanceSubscription(subscriptionId, 'renew');
    const mail = await waitForMail(email, MAIL_BRAND_COPY.planRenewed.subject(FEATURED), 90_000);
    const text = readText(mail);
    expect(text).toContain('$65.00');
    expect(text).toContain(formatEpochSeconds(periodEnd(renewed)));
  });

  test('canceling in the portal sends "ends on <date>", which leads to the dashboard', async ({
    page,
  }) => {
    const end = formatEpochSeconds(
      periodEnd(await standinStripe.subscriptions.retrieve(subscriptionId)),
    );
    await loginAs(page, email, PASSWORD);
    await page
      .getByTestId('current-plan')
      .getByRole('button', { name: BRAND_COPY.manageBilling })
      .click();
    await page.waitForURL(`${URLS.stripe}/billing_portal/**`);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByRole('status')).toContainText('Your plan is canceled');

    const mail = await waitForMail(
      email,
      MAIL_BRAND_COPY.planEnding.subject(FEATURED, end),
      90_000,
    );
    expect(readText(mail)).toContain(MAIL_BRAND_COPY.planEnding.heading(end));
    await page.goto(linkIn(mail, /\/dashboard$/));
    await expect(page.getByTestId('current-plan').getByText(cancelsOn(end))).toBeVisible();
  });
});
