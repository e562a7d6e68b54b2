/**
 * The brand's submission emails as a person reads them in the local inbox (MailDev): pay the
 * listing fee at the stand-in → the receipt ($50.00, the title, today's date); a moderator
 * approves it in the console → "approved", whose link opens the live listing; a moderator
 * rejects another with a reason → the mail says the reason.
 */
import { BRAND_COPY, formatDate } from '@swagdrop/model';
import { MAIL_COMMON_COPY } from '../../../functions/src/mail/copy/common';
import { MAIL_BRAND_COPY } from '../../../functions/src/mail/copy/brand';
import { seedSubmission, uniqueTag } from '../../integration/admin-queues/seed';
import { htmlDocument, linkIn, waitForMail } from '../../support/maildev';
import { ADMIN, card, loginAsAdmin } from '../admin-queues/support';
import { fillSubmitForm, unique, uniqueEmail } from '../brands/support';
import { routeFunctions } from '../storefront-writes/helpers';
import { expect, test, URLS } from '../support/fixtures';
import { readText } from './brand-mail-support';

test.describe.serial('brand submission emails', () => {
  // Cold functions (checkout, webhook, approval, the sender) on a loaded 2-core machine.
  test.describe.configure({ timeout: 180_000 });

  const title = unique('Mail Receipt Tee');
  const contact = uniqueEmail('mail-receipt');

  test('paying the listing fee sends the receipt with amount, title and date', async ({ page }) => {
    // From an address of its own: the suite's browser submissions share the per-IP limit.
    await routeFunctions(page);
    await page.goto('/submit');
    await fillSubmitForm(page, { title, email: contact });
    await page.getByRole('button', { name: BRAND_COPY.submitButton }).click();
    await page.waitForURL(`${URLS.stripe}/checkout/**`);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(
      page.getByRole('heading', { name: BRAND_COPY.paymentSuccessfulTitle }),
    ).toBeVisible();

    const mail = await waitForMail(contact, MAIL_BRAND_COPY.receipt.subject(title), 90_000);
    const text = readText(mail);
    expect(text).toContain(MAIL_BRAND_COPY.receipt.heading);
    expect(text).toContain(title);
    expect(text).toContain('$50.00');
    expect(text).toContain(formatDate(new Date()));
    expect(text).toContain(MAIL_COMMON_COPY.climateLine);
    expect(mail.text).toContain('$50.00');
    // Submitted without an account: the way back is the directory.
    expect(linkIn(mail, /\/swag$/)).toBe(`${URLS.storefront}/swag`);
  });

  test('a moderator approves it; the mail links to the live listing', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto(ADMIN('/submissions'));
    await card(page, title).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Submission approved and published!')).toBeVisible();

    const mail = await waitForMail(contact, MAIL_BRAND_COPY.approved.subject(title), 90_000);
    expect(readText(mail)).toContain(MAIL_BRAND_COPY.approved.heading);
    const link = linkIn(mail, /\/swag\/[^/]+$/);
    expect(link.startsWith(`${URLS.storefront}/swag/`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('a moderator rejects another with a reason; the mail gives the reason', async ({ page }) => {
    const rejectedTitle = `Mail Rejected Mug ${uniqueTag()}`;
    const rejectedContact = uniqueEmail('mail-rejected');
    await seedSubmission({
      title: rejectedTitle,
      contact_email: rejectedContact,
      payment_status: 'paid',
    });
    const reason = 'The claim page asks for a card number <b>before</b> the free mug.';

    await loginAsAdmin(page);
    await page.goto(ADMIN('/submissions'));
    await card(page, rejectedTitle).getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject submission' });
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(reason);
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(page.getByText('Submission rejected', { exact: true })).toBeVisible();

    const mail = await waitForMail(
      rejectedContact,
      MAIL_BRAND_COPY.rejected.subject(rejectedTitle),
      90_000,
    );
    const text = readText(mail);
    expect(text).toContain(MAIL_BRAND_COPY.rejected.reasonLabel);
    // The reason is text: its angle brackets are shown, never markup.
    expect(text).toContain(reason);
    expect(htmlDocument(mail).querySelector('b')).toBeNull();
    expect(linkIn(mail, /\/submit$/)).toBe(`${URLS.storefront}/submit`);
  });
});
