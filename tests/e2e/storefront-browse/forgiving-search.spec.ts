import { test, expect } from '../support/fixtures';
import {
  cardTitles,
  countLine,
  openDirectory,
  searchBox,
  seed,
  uniqueToken,
} from './browse-helpers';

/** The forgiving search on /swag (docs/search.md): typos, synonyms, word beginnings, ranking. */
test.describe('forgiving search', () => {
  let t: string;
  const titles = {
    hoodie: '',
    tshirt: '',
    tee: '',
    lanyard: '',
    brand: '',
    description: '',
    odd: '',
  };

  test.beforeAll(async () => {
    t = uniqueToken('fgv');
    titles.hoodie = `${t} Midnight Hoodie`;
    titles.tshirt = `${t} Classic T-Shirt`;
    titles.tee = `${t} Trail Tee`;
    titles.lanyard = `${t} Lanyard`;
    titles.brand = `${t} Tote Bag`;
    titles.description = `${t} Water Bottle`;
    // A plain description: the seed's default one mentions a tee.
    const description = 'Free while supplies last.';
    await seed({ title: titles.hoodie, description, category: 'shirts' });
    await seed({ title: titles.tshirt, description, category: 'shirts' });
    await seed({ title: titles.tee, description, category: 'shirts' });
    await seed({ title: titles.lanyard, description, category: 'lifestyle' });
    await seed({
      title: titles.brand,
      brand_name: 'Lanyard Labs',
      description,
      category: 'lifestyle',
    });
    await seed({
      title: titles.description,
      description: 'Insulated steel bottle; comes with a lanyard.',
      category: 'lifestyle',
    });
    // Words every JavaScript object answers to: the index must read them as plain words.
    titles.odd = `${t} Constructor Kit`;
    await seed({ title: titles.odd, description: 'toString valueOf __proto__', category: 'tech' });
  });

  test("'hodie' puts a hoodie in the first three, as the visitor types", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/swag');
    await expect(countLine(page)).toHaveText(/^\d+ items found$/, { timeout: 60_000 });
    await searchBox(page).pressSequentially('hodie');
    // The exact rule finds no 'hodie'; the forgiving search does once its code has loaded.
    await expect
      .poll(async () => (await cardTitles(page)).slice(0, 3).some((title) => /hoodie/i.test(title)))
      .toBe(true);
    await expect(page).toHaveURL(/[?&]q=hodie/);

    await searchBox(page).fill(`${t} hodie`);
    await expect(countLine(page)).toHaveText('1 items found');
    expect(await cardTitles(page)).toEqual([titles.hoodie]);
    // Other specs' listings name invented image hosts, which do not resolve here; anything
    // else logged (a failed chunk, a React error) fails the test.
    const unresolvedHost = 'Failed to load resource: net::ERR_NAME_NOT_RESOLVED';
    expect(consoleErrors.filter((error) => error !== unresolvedHost)).toEqual([]);
  });

  test("'tshirt' and 'tee' find the T-Shirt and the Tee; 'hood' finds the hoodie", async ({
    page,
  }) => {
    await openDirectory(page, `q=${t}`, 7);
    await searchBox(page).fill(`${t} tshirt`);
    await expect(countLine(page)).toHaveText('2 items found');
    expect((await cardTitles(page)).sort()).toEqual([titles.tshirt, titles.tee].sort());

    await searchBox(page).fill(`tee ${t}`);
    await expect(countLine(page)).toHaveText('2 items found');

    await searchBox(page).fill(`${t} hood`);
    await expect(countLine(page)).toHaveText('1 items found');
    expect(await cardTitles(page)).toEqual([titles.hoodie]);

    await searchBox(page).fill(`${t} constructer tostring`);
    await expect(countLine(page)).toHaveText('1 items found');
    expect(await cardTitles(page)).toEqual([titles.odd]);
  });

  test('a word in the title ranks over the brand, the brand over the description', async ({
    page,
  }) => {
    await openDirectory(page, `q=${t}`, 7);
    await searchBox(page).fill(`${t} lanyards`);
    await expect(countLine(page)).toHaveText('3 items found');
    expect(await cardTitles(page)).toEqual([titles.lanyard, titles.brand, titles.description]);
  });

  test('a search that opens from a shared link finds the same', async ({ page }) => {
    await openDirectory(page, `q=${encodeURIComponent(`${t} tshrit`)}`, 2);
    expect((await cardTitles(page)).sort()).toEqual([titles.tshirt, titles.tee].sort());
  });
});
