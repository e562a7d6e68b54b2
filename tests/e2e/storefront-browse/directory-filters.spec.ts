import { test, expect } from '../support/fixtures';
import {
  cardTitles,
  categorySelect,
  cityBox,
  countLine,
  openDirectory,
  searchBox,
  seed,
  uniqueToken,
} from './browse-helpers';

/** The /swag controls and filter rules (docs/product-rules.md#directory), in the browser. */
test.describe('directory filters', () => {
  let t: string;
  const titles = {
    nationwide: '',
    austin: '',
    austinTx: '',
    denver: '',
  };

  test.beforeAll(async () => {
    t = uniqueToken('flt');
    titles.nationwide = `${t} Nationwide Tee`;
    titles.austin = `${t} Austin Gadget`;
    titles.austinTx = `${t} Austin Stickers`;
    titles.denver = `${t} Denver Tee`;
    await seed({ title: titles.nationwide, category: 'shirts' });
    await seed({
      title: titles.austin,
      category: 'tech',
      target_scope: 'local',
      target_location: 'Austin',
    });
    await seed({
      title: titles.austinTx,
      category: 'stickers',
      target_scope: 'local',
      target_location: 'Austin, TX',
    });
    await seed({
      title: titles.denver,
      category: 'shirts',
      target_scope: 'local',
      target_location: 'Denver',
    });
  });

  test('city, text and category combine; nationwide always matches the city', async ({
    page,
    consoleErrors,
  }) => {
    await openDirectory(page, `q=${t}`, 4);
    await expect(searchBox(page)).toHaveValue(t);
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search swag, brands...');
    await expect(cityBox(page)).toHaveAttribute(
      'placeholder',
      'Enter your city to see local offers...',
    );

    // Listing 'Austin' matches typed 'austin, tx' (the typed text contains the location).
    await cityBox(page).fill('austin, tx');
    await expect(countLine(page)).toHaveText('3 items found');
    expect((await cardTitles(page)).sort()).toEqual(
      [titles.nationwide, titles.austin, titles.austinTx].sort(),
    );

    // Listing 'Austin, TX' matches typed 'Austin' (the location contains the typed text).
    await cityBox(page).fill('Austin');
    await expect(countLine(page)).toHaveText('3 items found');
    expect(await cardTitles(page)).not.toContain(titles.denver);

    await cityBox(page).fill('Denver');
    await expect(countLine(page)).toHaveText('2 items found');
    expect((await cardTitles(page)).sort()).toEqual([titles.nationwide, titles.denver].sort());

    await categorySelect(page).selectOption({ label: 'Apparel' });
    await expect(countLine(page)).toHaveText('2 items found');
    await categorySelect(page).selectOption({ label: 'Tech' });
    await expect(countLine(page)).toHaveText('0 items found');

    await cityBox(page).fill('');
    await expect(countLine(page)).toHaveText('1 items found');
    expect(await cardTitles(page)).toEqual([titles.austin]);

    // Text search covers the brand and description too, case-insensitively.
    await categorySelect(page).selectOption({ label: 'All Categories' });
    await searchBox(page).fill(`${t.toUpperCase()} DENVER`);
    await expect(countLine(page)).toHaveText('1 items found');
    expect(consoleErrors).toEqual([]);
  });

  test('the category select offers the directory labels', async ({ page }) => {
    await openDirectory(page, `q=${t}`, 4);
    const labels = await categorySelect(page).locator('option').allTextContents();
    expect(labels).toEqual([
      'All Categories',
      'Apparel',
      'Tech',
      'Lifestyle',
      'Stickers',
      'Food & Drink',
      'Health & Beauty',
    ]);
  });

  test('empty state clears search, category and city', async ({ page }) => {
    await openDirectory(page, `q=${t}&city=Denver&category=tech`, 0);
    await expect(page.getByRole('heading', { name: 'No swag found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(cityBox(page)).toHaveValue('');
    await expect(categorySelect(page)).toHaveValue('');
    // Polled: the line still reads "0 items found" for a frame after the click.
    await expect
      .poll(async () => {
        const text = (await countLine(page).textContent()) ?? '';
        return /^\d+ items found$/.test(text) ? Number(text.split(' ')[0]) : -1;
      })
      .toBeGreaterThanOrEqual(4);
    await expect(page).toHaveURL(/\/swag$/);
  });

  test('filters live in the URL, replace history while typing and survive a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/swag');
    await expect(countLine(page)).toHaveText(/items found/);
    await searchBox(page).pressSequentially(t);
    await cityBox(page).fill('Austin');
    await categorySelect(page).selectOption('stickers');
    await expect(countLine(page)).toHaveText('1 items found');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${t}`));
    await expect(page).toHaveURL(/[?&]city=Austin/);
    await expect(page).toHaveURL(/[?&]category=stickers/);

    await page.reload();
    await expect(searchBox(page)).toHaveValue(t);
    await expect(cityBox(page)).toHaveValue('Austin');
    await expect(categorySelect(page)).toHaveValue('stickers');
    await expect(countLine(page)).toHaveText('1 items found');
    expect(await cardTitles(page)).toEqual([titles.austinTx]);

    // Typing replaced the entry instead of adding one per keystroke: back leaves the page.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('typed text alone reaches the URL once the visitor pauses', async ({ page }) => {
    await page.goto('/swag');
    await expect(countLine(page)).toHaveText(/items found/);
    await searchBox(page).pressSequentially(t);
    await expect(countLine(page)).toHaveText('4 items found');
    await expect(page).toHaveURL(new RegExp(`/swag\\?q=${t}$`));
    await page.reload();
    await expect(searchBox(page)).toHaveValue(t);
    await expect(countLine(page)).toHaveText('4 items found');
  });

  test('the header link resets a filtered directory', async ({ page }) => {
    await openDirectory(page, `q=${t}&city=Denver`, 2);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Browse Swag' })
      .click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(cityBox(page)).toHaveValue('');
  });

  test('grid/list toggle has accessible names and is kept in the URL', async ({ page }) => {
    await openDirectory(page, `q=${t}`, 4);
    const grid = page.getByRole('button', { name: 'Grid view' });
    const list = page.getByRole('button', { name: 'List view' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-view="list"]')).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]view=list/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(page.locator('[data-view="grid"]')).toHaveCount(1);
    await expect(page).not.toHaveURL(/view=/);
  });
});
