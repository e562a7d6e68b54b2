import { AUDIT_ACTION_LABELS, MAIL_MODERATOR_COPY } from '@swagdrop/model';
import { adminDb } from '../../support/emulator';
import { auditEntries } from '../../integration/admin-queues/seed';
import { seedMail } from '../../integration/mail/moderator-helpers';
import { waitForMail } from '../../support/maildev';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import { ADMIN, loginAsAdmin } from '../admin-queues/support';

const COPY = MAIL_MODERATOR_COPY.log;
const STATUS = MAIL_MODERATOR_COPY.statusLabels;

/**
 * The admin Email log: recent mails with their status, and a failed one sent again after a
 * confirmation (the sender really sends it: it arrives in the local inbox).
 */
test('the Email log lists mails and resends a failed one', async ({ page }) => {
  // Three accessibility scans, a real send and the Activity screen: over 90 s on a loaded machine.
  test.setTimeout(180_000);
  // Dated a minute ahead so they are the newest rows whatever else the suite sends meanwhile.
  const ahead = Date.now() + 60_000;
  const delivered = await seedMail('delivered', { createdAt: new Date(ahead) });
  const failed = await seedMail('failed', { createdAt: new Date(ahead + 1000) });

  await loginAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: COPY.navLabel })
    .click();
  await expect(page).toHaveURL(ADMIN('/emails'));
  await expect(page.getByRole('heading', { level: 1, name: COPY.title })).toBeVisible();

  const grid = page.getByRole('grid', { name: COPY.gridLabel });
  const row = (to: string) => grid.getByRole('row').filter({ hasText: to });
  await expect(row(delivered.to)).toContainText(STATUS.delivered);
  await expect(row(delivered.to)).toContainText(
    MAIL_MODERATOR_COPY.templateLabels.moderator_digest,
  );
  await expect(row(delivered.to)).toContainText('Moderation digest');
  await expect(row(delivered.to).getByRole('button', { name: /resend/i })).toHaveCount(0);
  await expect(row(failed.to)).toContainText(STATUS.failed);
  await expect(row(failed.to)).toContainText('SMTP 421: service not available');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The status filter shows one status only.
  const filter = page.getByRole('group', { name: 'Filter emails by status' });
  await filter.getByRole('button', { name: STATUS.failed, exact: true }).click();
  await expect(row(failed.to)).toBeVisible();
  await expect(row(delivered.to)).toHaveCount(0);

  // From the keyboard: from the attempts cell the arrow key reaches the action, Enter asks to
  // confirm.
  await row(failed.to).getByRole('gridcell', { name: '3', exact: true }).click();
  await page.keyboard.press('ArrowRight');
  const resend = row(failed.to).getByRole('button', { name: COPY.resendLabel(failed.to) });
  await expect(resend).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: COPY.resendTitle });
  await expect(dialog).toContainText(failed.to);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: COPY.resendConfirm }).click();
  await expect(page.getByText(COPY.resent)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The sender picks it up like any queued mail: it arrives, and the log says delivered.
  await waitForMail(failed.to, /Moderation digest/);
  await filter.getByRole('button', { name: COPY.filterAll, exact: true }).click();
  await expect(async () => {
    await page.getByRole('button', { name: COPY.refresh }).click();
    await expect(row(failed.to)).toContainText(STATUS.delivered, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  expect((await adminDb().collection('mail').doc(failed.key).get()).get('status')).toBe(
    'delivered',
  );
  const audit = await auditEntries(`mail/${failed.key}`);
  expect(audit.map((entry) => entry.action)).toEqual(['mail.resend']);

  // The Activity screen names the action and shows what changed.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Activity' })
    .click();
  const entry = page
    .getByRole('table', { name: 'Activity log' })
    .getByRole('row')
    .filter({ hasText: `mail/${failed.key}` });
  await expect(async () => {
    if ((await entry.count()) === 0) await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(entry).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(entry).toContainText(AUDIT_ACTION_LABELS['mail.resend']);
  await expect(entry).toContainText('failed → queued');
  await expect(entry).toContainText(failed.to);
});

test('the Email log says when it could not be read, and Refresh reads it again', async ({
  page,
}) => {
  await loginAsAdmin(page);
  // The functions unreachable: the listMail call never connects.
  const call = '**/listMail';
  await page.route(call, (route) => route.abort('connectionfailed'));
  await page.goto(ADMIN('/emails'));
  // The screen's own message (the toast says it too, outside the page's main region).
  const failure = page.getByRole('main').getByRole('alert');
  await expect(failure).toHaveText(COPY.loadFailed, { timeout: 30_000 });
  const grid = page.getByRole('grid', { name: COPY.gridLabel });
  await expect(grid).not.toContainText(COPY.empty);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.unroute(call);
  const seeded = await seedMail('delivered', { createdAt: new Date(Date.now() + 60_000) });
  await page.getByRole('button', { name: COPY.refresh }).click();
  await expect(grid.getByRole('row').filter({ hasText: seeded.to })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
