import { adminDb, seedListing } from '../../support/emulator';
import { seedSubmission, uniqueTag } from '../../integration/admin-queues/seed';
import { ADMIN_COPY } from '@swagdrop/model';
import { expect, seriousA11yViolations, test, URLS } from '../support/fixtures';
import { ADMIN, card, crashes, loginAsAdmin } from './support';

async function listingsFor(submissionId: string) {
  const snap = await adminDb()
    .collection('swag_listings')
    .where('submission_id', '==', submissionId)
    .get();
  return snap.docs.map((d) => d.data());
}

test.describe('Review Submissions', () => {
  test('filters by status and shows every field, payment status included', async ({
    page,
    consoleErrors,
  }) => {
    const tag = uniqueTag();
    const titles = {
      paid: `Paid Local Tee ${tag}`,
      unpaid: `Unpaid Mug ${tag}`,
      approved: `Approved Cap ${tag}`,
      rejected: `Rejected Pen ${tag}`,
    };
    await seedSubmission({
      title: titles.paid,
      brand_name: `Brand ${tag}`,
      contact_email: `owner-${tag}@example.com`,
      description: 'Heavyweight tee from the spring launch.',
      category: 'tech',
      coupon_code: 'SAVE20',
      target_scope: 'local',
      target_location: 'Austin, TX',
      external_url: 'https://brand.example.com/claim-tee',
      payment_status: 'paid',
    });
    await seedSubmission({ title: titles.unpaid, payment_status: 'unpaid' });
    await seedSubmission({ title: titles.approved, status: 'approved', payment_status: 'paid' });
    await seedSubmission({ title: titles.rejected, status: 'rejected' });

    await loginAsAdmin(page);
    await page.goto(ADMIN('/submissions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Review Submissions' })).toBeVisible();
    const filters = page.getByRole('group', { name: 'Filter submissions by status' });
    await expect(filters.getByRole('button', { name: 'Pending', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const paid = card(page, titles.paid);
    await expect(paid).toBeVisible();
    await expect(paid).toContainText(`Brand ${tag}`);
    await expect(paid).toContainText(`owner-${tag}@example.com`);
    await expect(paid).toContainText('Heavyweight tee from the spring launch.');
    await expect(paid).toContainText('Tech Accessories');
    await expect(paid).toContainText('SAVE20');
    await expect(paid).toContainText('Austin, TX');
    await expect(paid).toContainText(/pending/i);
    await expect(paid).toContainText(/payment: paid/i);
    await expect(paid).toContainText(/Submitted[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(paid.getByRole('img', { name: titles.paid })).toBeVisible();
    const view = paid.getByRole('link', { name: 'View' });
    await expect(view).toHaveAttribute('href', 'https://brand.example.com/claim-tee');
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(paid.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(paid.getByRole('button', { name: 'Reject', exact: true })).toBeEnabled();

    // The review queue holds paid submissions only; the unpaid one waits behind its own filter.
    await expect(card(page, titles.unpaid)).toHaveCount(0);
    await expect(card(page, titles.approved)).toHaveCount(0);
    await expect(card(page, titles.rejected)).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const unpaidFilter = filters.getByRole('button', { name: ADMIN_COPY.pendingUnpaidFilter });
    await unpaidFilter.click();
    await expect(unpaidFilter).toHaveAttribute('aria-pressed', 'true');
    const unpaid = card(page, titles.unpaid);
    await expect(unpaid).toContainText(/payment: unpaid/i);
    await expect(unpaid).toContainText('Nationwide');
    await expect(unpaid.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(card(page, titles.paid)).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await filters.getByRole('button', { name: 'Approved' }).click();
    await expect(filters.getByRole('button', { name: 'Approved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const approved = card(page, titles.approved);
    await expect(approved).toContainText(/payment: paid/i);
    await expect(approved.getByRole('button')).toHaveCount(0);
    await expect(card(page, titles.paid)).toHaveCount(0);

    await filters.getByRole('button', { name: 'Rejected' }).click();
    await expect(card(page, titles.rejected)).toBeVisible();
    await expect(card(page, titles.rejected).getByRole('button')).toHaveCount(0);

    await filters.getByRole('button', { name: 'All' }).click();
    for (const title of Object.values(titles)) await expect(card(page, title)).toBeVisible();
    expect(crashes(consoleErrors)).toEqual([]);
  });

  test('approving publishes the listing once, even on a double click', async ({ page }) => {
    const tag = uniqueTag();
    const title = `Approve Me Hoodie ${tag}`;
    const id = await seedSubmission({ title, payment_status: 'paid' });
    await loginAsAdmin(page);
    await page.goto(ADMIN('/submissions'));

    await card(page, title).getByRole('button', { name: 'Approve' }).dblclick();
    await expect(page.getByText('Submission approved and published!')).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
    expect(await listingsFor(id)).toHaveLength(1);
    const [listing] = await listingsFor(id);
    expect(listing).toMatchObject({ title, is_featured: false });

    await page
      .getByRole('group', { name: 'Filter submissions by status' })
      .getByRole('button', { name: 'Approved' })
      .click();
    await expect(card(page, title)).toContainText(/approved/i);

    await page.goto(`${URLS.storefront}/swag`);
    await expect(page.getByText(title).first()).toBeVisible({ timeout: 20_000 });
    await page.goto(`${URLS.storefront}/swag/${String(listing?.slug)}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await listingsFor(id)).toHaveLength(1);
  });

  test('approving a submission someone else already approved says so', async ({ page }) => {
    const title = `Raced Tote ${uniqueTag()}`;
    const id = await seedSubmission({ title, payment_status: 'paid' });
    await loginAsAdmin(page);
    await page.goto(ADMIN('/submissions'));
    await expect(card(page, title)).toBeVisible();
    // Another moderator approves it first (the server's own path, with a listing).
    const listingId = await seedListing({ title });
    await adminDb().collection('swag_listings').doc(listingId).update({ submission_id: id });
    await adminDb()
      .collection('submissions')
      .doc(id)
      .update({ status: 'approved', listing_id: listingId });

    await card(page, title).getByRole('button', { name: 'Approve' }).click();
    await expect(
      page.getByText('Failed to approve submission: This submission was already approved.'),
    ).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
    expect(await listingsFor(id)).toHaveLength(1);
  });

  test('approving an unpaid submission asks for confirmation, then publishes it', async ({
    page,
  }) => {
    const title = `Unpaid Cap ${uniqueTag()}`;
    const id = await seedSubmission({ title, payment_status: 'unpaid' });
    await loginAsAdmin(page);
    await page.goto(ADMIN('/submissions'));
    await page
      .getByRole('group', { name: 'Filter submissions by status' })
      .getByRole('button', { name: ADMIN_COPY.pendingUnpaidFilter })
      .click();

    await card(page, title).getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: ADMIN_COPY.approveUnpaidTitle });
    await expect(dialog).toContainText(ADMIN_COPY.approveUnpaidMessage);
    await expect(dialog).toContainText(title);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await adminDb().collection('submissions').doc(id).get()).get('status')).toBe('pending');
    expect(await listingsFor(id)).toHaveLength(0);

    await card(page, title).getByRole('button', { name: 'Approve' }).click();
    await dialog.getByRole('button', { name: ADMIN_COPY.approveUnpaidConfirm }).click();
    await expect(page.getByText('Submission approved and published!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card(page, title)).toHaveCount(0);
    expect((await adminDb().collection('submissions').doc(id).get()).get('status')).toBe(
      'approved',
    );
    expect(await listingsFor(id)).toHaveLength(1);
  });

  test('rejecting asks for confirmation first', async ({ page }) => {
    const title = `Reject Me Bottle ${uniqueTag()}`;
    const id = await seedSubmission({ title, payment_status: 'paid' });
    await loginAsAdmin(page);
    await page.goto(ADMIN('/submissions'));

    await card(page, title).getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject submission' });
    await expect(dialog).toContainText('Are you sure you want to reject this submission?');
    await expect(dialog).toContainText(title);
    expect(await seriousA11yViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await adminDb().collection('submissions').doc(id).get()).get('status')).toBe('pending');

    await card(page, title).getByRole('button', { name: 'Reject', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Reject submission' })
      .getByRole('button', { name: 'Reject', exact: true })
      .click();
    await expect(page.getByText('Submission rejected', { exact: true })).toBeVisible();
    await expect(card(page, title)).toHaveCount(0);
    expect((await adminDb().collection('submissions').doc(id).get()).get('status')).toBe(
      'rejected',
    );
    expect(await listingsFor(id)).toHaveLength(0);

    await page
      .getByRole('group', { name: 'Filter submissions by status' })
      .getByRole('button', { name: 'Rejected' })
      .click();
    await expect(card(page, title)).toBeVisible();
  });

  test('an empty filter says so', async ({ page }) => {
    // The only way to get an empty filter in a shared emulator: no other browser test creates
    // rejected submissions, so this one removes them (and stays valid whatever ran before).
    const rejected = await adminDb()
      .collection('submissions')
      .where('status', '==', 'rejected')
      .get();
    await Promise.all(rejected.docs.map((d) => d.ref.delete()));
    await loginAsAdmin(page);
    await page.goto(ADMIN('/submissions'));
    await page
      .getByRole('group', { name: 'Filter submissions by status' })
      .getByRole('button', { name: 'Rejected' })
      .click();
    await expect(page.getByText('No submissions found for the selected filter.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});
