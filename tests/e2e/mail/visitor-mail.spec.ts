import { test, expect, seriousA11yViolations } from '../support/fixtures';
import { adminDb, seedListing } from '../../support/emulator';
import { linksIn, rawSource, waitForMail } from '../../support/maildev';
import { sendWeeklyDigest } from '../../../functions/src/newsletter/weekly-digest';
import { COPY, NEWSLETTER_CONFIRM_COPY } from '@swagdrop/model';
import {
  MAIL_VISITOR_COPY,
  NEWSLETTER_UNSUBSCRIBE_COPY,
} from '../../../functions/src/mail/copy/visitor';
import {
  CLAIM_TARGET_URL,
  routeFunctions,
  seedWritableListing,
  uniqueEmail,
  warmUpFunctions,
} from '../storefront-writes/helpers';

const DIGEST_SUBJECT = /new swag drops? this week$/;

/** The queued digests to one address (deterministic right after sendWeeklyDigest returns). */
async function queuedDigests(email: string): Promise<number> {
  const snap = await adminDb().collection('mail').where('to', '==', email).get();
  return snap.docs.filter((doc) => doc.get('template') === 'weekly_digest').length;
}

async function waitlistStatus(email: string): Promise<unknown> {
  const snap = await adminDb().collection('waitlist').where('email', '==', email).get();
  return snap.docs[0]?.get('status');
}

test.describe('visitor emails', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await warmUpFunctions('submitClaim', 'joinWaitlist', 'confirmNewsletter');
  });

  test("a claim's email leads to the brand's claim page and back to the listing", async ({
    page,
  }) => {
    const listing = await seedWritableListing('mail-claim');
    const email = uniqueEmail('mail-claim');
    await routeFunctions(page);
    await page.goto(`/swag/${listing.slug}`);
    await page.getByRole('button', { name: /Get Free Swag/ }).click();
    const dialog = page.getByRole('dialog');
    // Anyone can send a claim for any address: the mail must not carry the visitor's words.
    const hostileName = 'Claim prizes at evil.example';
    await dialog.getByLabel('First Name').fill(hostileName);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('checkbox', { name: COPY.claimTerms }).check();
    await dialog.getByRole('button', { name: 'Claim Now' }).click();
    await expect(page.getByText(COPY.claimSuccess)).toBeVisible();

    const mail = await waitForMail(email, MAIL_VISITOR_COPY.claimSubject(listing.title));
    expect(mail.text).toContain(MAIL_VISITOR_COPY.claimGreeting);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
    expect(mail.subject).not.toContain('evil.example');
    const links = linksIn(mail);
    expect(links).toContain(CLAIM_TARGET_URL);
    const listingLink = links.find((href) => href.endsWith(`/swag/${listing.slug}`));
    expect(listingLink).toBeDefined();
    await page.goto(listingLink!);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  });

  test('newsletter: confirm, get the digest, unsubscribe in one click, get no more', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('mail-news');
    await routeFunctions(page);
    await page.goto('/about');
    const box = page.getByTestId('newsletter-footer');
    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: COPY.newsletterButton }).click();
    await expect(page.getByText(COPY.newsletterSuccess)).toBeVisible();

    const confirmation = await waitForMail(email, MAIL_VISITOR_COPY.confirmSubject);
    const confirmLink = linksIn(confirmation).find((href) => href.includes('/newsletter/confirm?'));
    expect(confirmLink).toBeDefined();
    await page.goto(confirmLink!);
    // Opening the link (as a mail scanner does) confirms nothing; the press does.
    await expect(
      page.getByRole('heading', { level: 1, name: NEWSLETTER_CONFIRM_COPY.askTitle }),
    ).toBeVisible();
    const confirmButton = page.getByRole('button', { name: NEWSLETTER_CONFIRM_COPY.confirmButton });
    await expect(confirmButton).toBeVisible();
    await page.reload();
    await expect(confirmButton).toBeVisible();
    expect(await waitlistStatus(email)).toBe('pending');
    await confirmButton.click();
    await expect(
      page.getByRole('heading', { level: 1, name: NEWSLETTER_CONFIRM_COPY.successTitle }),
    ).toBeVisible();
    expect(await waitlistStatus(email)).toBe('confirmed');
    await expect(page.getByText(NEWSLETTER_CONFIRM_COPY.successBody)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The link works once: opened and pressed again, it says so instead of confirming.
    await page.goto(confirmLink!);
    await confirmButton.click();
    await expect(
      page.getByRole('heading', { level: 1, name: NEWSLETTER_CONFIRM_COPY.invalidTitle }),
    ).toBeVisible();
    await expect(page.getByText(NEWSLETTER_CONFIRM_COPY.invalidBody)).toBeVisible();

    const first = await seedWritableListing('mail-digest');
    await sendWeeklyDigest(adminDb(), new Date());
    const digest = await waitForMail(email, DIGEST_SUBJECT);
    expect(digest.html).toContain(first.title);
    const links = linksIn(digest);
    expect(links.some((href) => href.endsWith(`/swag/${first.slug}`))).toBe(true);
    const unsubscribeLink = links.find((href) => href.includes('/newsletter/unsubscribe?token='));
    expect(unsubscribeLink).toBeDefined();
    const source = await rawSource(digest.id);
    const unfolded = source.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toContain(`List-Unsubscribe: <${unsubscribeLink!}>`);
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    await page.goto(unsubscribeLink!);
    await expect(
      page.getByRole('heading', { level: 1, name: NEWSLETTER_UNSUBSCRIBE_COPY.askTitle }),
    ).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: NEWSLETTER_UNSUBSCRIBE_COPY.button }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: NEWSLETTER_UNSUBSCRIBE_COPY.doneTitle }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: NEWSLETTER_UNSUBSCRIBE_COPY.backToSwag }),
    ).toHaveAttribute('href', '/swag');

    await seedListing({ title: `After unsubscribe ${Date.now()}` });
    const next = await sendWeeklyDigest(adminDb(), new Date());
    expect(next.listings).toBeGreaterThanOrEqual(1);
    expect(await queuedDigests(email)).toBe(1);
  });
});
