import { DEMAND_COPY, demandWords } from '@swagdrop/model';
import { rollUpDemandCounts } from '../../../functions/src/demand/rollup';
import { adminDb } from '../../support/emulator';
import { newBrand } from '../admin-core/helpers';
import { ADMIN, loginAsAdmin } from '../admin-queues/support';
import { loginAs } from '../brands/support';
import { seedAtPlace } from '../places/places-helpers';
import { searchBox, updateListing, uniqueToken } from '../storefront-browse/browse-helpers';
import { expect, test } from '../support/fixtures';

/** Stored count of (words, place), summed over its shards. */
async function storedCount(words: string, place: string): Promise<number> {
  const snap = await adminDb().collection('search_demand').where('words', '==', words).get();
  return snap.docs
    .filter((doc) => doc.get('place') === place)
    .reduce((sum, doc) => sum + Number(doc.get('count')), 0);
}

/**
 * A search that finds nothing on /swag, as moderators and the brand whose listing targets that
 * place then see it: typed into the search box, left alone for 2 s, counted once by the
 * server; the roll-up's handler is run here (the emulator runs no schedules).
 */
test('a search without results reaches the admin card and the brand of that place', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const brand = await newBrand();
  const { id } = await seedAtPlace(`Demand Tee ${uniqueToken()}`, 'Austin, TX');
  await updateListing(id, { owner_uid: brand.uid });

  // Both cards show the top 20, most searched first, ties in word order. The counts earlier
  // layers left (waves of 200 visitors) would outrank one search, so they go first; and these
  // words sort before any other single search counted meanwhile.
  await adminDb().recursiveDelete(adminDb().collection('search_demand'));
  const typed = `aaqx ${uniqueToken('nf')}`;
  const words = demandWords(typed);
  if (!words) throw new Error(`no words in ${typed}`);

  await page.goto('/swag?city=Austin%2C%20TX');
  await searchBox(page).pressSequentially(typed, { delay: 30 });
  await expect(page.getByText('No swag found')).toBeVisible();
  await page.waitForTimeout(2_000);
  // Counted once: a page session sends each search once, however long it stays.
  await expect.poll(() => storedCount(words, 'Austin, TX'), { timeout: 15_000 }).toBe(1);
  await searchBox(page).blur();
  await page.waitForTimeout(500);
  expect(await storedCount(words, 'Austin, TX')).toBe(1);

  await rollUpDemandCounts(adminDb(), new Date());

  await loginAsAdmin(page);
  await expect(page).toHaveURL(ADMIN(''));
  const adminCard = page.getByRole('region', { name: DEMAND_COPY.adminTitle });
  const adminRow = adminCard.getByRole('row').filter({ hasText: words });
  await expect(adminRow.getByRole('cell')).toHaveText([words, 'Austin, TX', '1']);

  await loginAs(page, brand.email, brand.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const brandCard = page.getByRole('region', { name: DEMAND_COPY.brandTitle });
  // The brand's card comes from a callable: its first call starts a function worker, which
  // takes longer than 15 s on a loaded 2-core machine.
  await expect(brandCard.getByText(DEMAND_COPY.brandSubtitle(['Austin, TX']))).toBeVisible({
    timeout: 60_000,
  });
  const brandRow = brandCard.getByRole('row').filter({ hasText: words });
  await expect(brandRow.getByRole('cell')).toHaveText([words, 'Austin, TX', '1']);
});
