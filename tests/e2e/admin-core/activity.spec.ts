import { AUDIT_PAGE_SIZE, QUEUE_COPY } from '@swagdrop/model';
import { adminDb, callCallable, Timestamp } from '../../support/emulator';
import { test, expect, seriousA11yViolations } from '../support/fixtures';
import { ADMIN, auditActionsFor, createListingAs, loginAsNewAdmin, uniqueTag } from './helpers';

/** Item 9 (audit log): the Activity screen lists entries newest first, page by page. */
test.describe('activity screen', () => {
  test('shows who did what to which listing, newest first, with the short change', async ({
    page,
  }) => {
    const admin = await loginAsNewAdmin(page);
    const tag = uniqueTag();
    const created = await createListingAs(admin, { title: `Audit Tee ${tag}` });
    const edited = await callCallable(
      'saveListing',
      {
        id: created.id,
        listing: {
          title: `Audit Tee ${tag} v2`,
          brand_name: 'E2E Brand',
          description: 'A soft tee from our developer summit.',
          category: 'shirts',
          external_claim_url: 'https://brand.example.com/claim',
          image_url: 'https://images.example.com/tee.png',
          coupon_code: null,
          free_shipping: false,
          is_featured: true,
          target_scope: 'nationwide',
          target_location: null,
        },
      },
      { idToken: created.token },
    );
    expect(edited.error).toBeUndefined();
    const deleted = await callCallable(
      'deleteListing',
      { id: created.id },
      { idToken: created.token },
    );
    expect(deleted.error).toBeUndefined();
    // The functions write each entry in the mutation's own transaction: all three exist now,
    // and (unless parallel files wrote a page's worth since) they are among the newest.
    const target = `swag_listings/${created.id}`;
    expect(await auditActionsFor(target)).toEqual([
      'listing.create',
      'listing.update',
      'listing.delete',
    ]);

    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Activity' })
      .click();
    await expect(page).toHaveURL(ADMIN('/activity'));
    const table = page.getByRole('table', { name: 'Activity log' });
    for (const header of ['When', 'Who', 'What', 'Target', 'Change']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const rows = table.getByRole('row').filter({ hasText: target });
    // The screen reads a page once, as a moderator would; if that first read lost a race with
    // a cold emulator, Refresh is what the moderator would press.
    await expect(async () => {
      if ((await rows.count()) !== 3) await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(rows)
        .toHaveCount(3, { timeout: 5_000 })
        .catch(async (error: Error) => {
          // CI keeps no traces we can open: say what the moderator saw instead.
          error.message += `\nThe Activity table shows:\n${await table.innerText()}`;
          throw error;
        });
    }).toPass({ timeout: 45_000 });
    await expect(rows.nth(0)).toContainText('Deleted listing');
    await expect(rows.nth(1)).toContainText('Edited listing');
    await expect(rows.nth(2)).toContainText('Created listing');
    for (let i = 0; i < 3; i += 1) await expect(rows.nth(i)).toContainText(admin.email);
    await expect(rows.nth(1)).toContainText(`Audit Tee ${tag} → Audit Tee ${tag} v2`);
    await expect(rows.nth(1)).toContainText('is_featured');
    await expect(rows.nth(1)).toContainText('no → yes');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('pages through older entries with Next and Previous', async ({ page }) => {
    const tag = uniqueTag();
    // Entries as the CLI writes them, slightly in the past so live traffic stays on page 1.
    const batch = adminDb().batch();
    const base = Date.now() - 60_000;
    for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i += 1) {
      batch.set(adminDb().collection('audit_log').doc(), {
        actor_uid: 'cli',
        actor_email: `ops-${tag}`,
        action: 'admin.grant',
        target: `users/${tag}-${i}`,
        before: { admin: false },
        after: { admin: true },
        created_at: Timestamp.fromMillis(base + i),
      });
    }
    await batch.commit();

    await loginAsNewAdmin(page);
    await page.goto(ADMIN('/activity'));
    const table = page.getByRole('table', { name: 'Activity log' });
    // A slow emulator can keep the first read waiting ~10 s before the screen's retry lands.
    await expect
      .poll(async () => (await table.getByRole('row').count()) - 1, { timeout: 30_000 })
      .toBe(AUDIT_PAGE_SIZE);
    await expect(page.getByText('Page 1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const firstOnPage1 = await table.getByRole('row').nth(1).textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(table.getByRole('row').nth(1)).not.toHaveText(firstOnPage1 ?? '');

    // Somewhere in the older pages are the CLI entries, shown as command-line actions.
    let found = false;
    for (let p = 0; p < 20 && !found; p += 1) {
      found =
        (await table
          .getByRole('row')
          .filter({ hasText: `users/${tag}-0` })
          .count()) > 0;
      if (!found) {
        const next = page.getByRole('button', { name: 'Next' });
        if (await next.isDisabled()) break;
        await next.click();
        await expect(page.getByText(`Page ${p + 3}`)).toBeVisible();
        // Loaded when Refresh is enabled again: before that the buttons are disabled.
        await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
      }
    }
    expect(found).toBe(true);
    await expect(table.getByRole('row').filter({ hasText: `users/${tag}-0` })).toContainText(
      `ops-${tag} (command line)`,
    );
    await expect(table.getByRole('row').filter({ hasText: `users/${tag}-0` })).toContainText(
      'Granted admin access',
    );

    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  test('says when the log could not be read, and Refresh reads it again', async ({ page }) => {
    await loginAsNewAdmin(page);
    // Firestore unreachable: its listen channel (which one-off reads use) never connects.
    const channel = '**/google.firestore.v1.Firestore/Listen/**';
    await page.route(channel, (route) => route.abort('connectionfailed'));
    await page.goto(ADMIN('/activity'));
    const table = page.getByRole('table', { name: 'Activity log' });
    await expect(table.getByRole('alert')).toHaveText(QUEUE_COPY.activityLoadFailed, {
      timeout: 45_000,
    });
    await expect(table).not.toContainText(QUEUE_COPY.activityEmpty);

    await page.unroute(channel);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(table.getByRole('alert')).toHaveCount(0, { timeout: 30_000 });
    await expect(table.getByRole('row').nth(1)).not.toContainText(QUEUE_COPY.activityEmpty);
  });
});
