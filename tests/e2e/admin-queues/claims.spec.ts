import { readFile } from 'node:fs/promises';
import { CLAIM_CSV_HEADER } from '@swagdrop/model';
import { parseCsv } from '../../integration/admin-queues/csv-parser';
import { deleteDocs, seedClaims, uniqueTag } from '../../integration/admin-queues/seed';
import { expect, seriousA11yViolations, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { ADMIN, crashes, loginAsAdmin } from './support';

const COUNT = 250;
const HOSTILE = ['=HYPERLINK("http://evil.example","x")', '+1', '-2', '@SUM(A1)'];
const QUOTED = 'Comma, "Quoted" Name';

function nameOf(i: number, tag: string): string {
  if (i < HOSTILE.length) return HOSTILE[i] ?? '';
  if (i === 4) return QUOTED;
  if (i === 8) return `Zed${tag}`;
  return `Name${i}`;
}

function grid(page: Page) {
  return page.getByRole('grid', { name: 'Claims' });
}

/** First-column texts of the rows the grid shows. */
async function shownNames(page: Page): Promise<string[]> {
  return grid(page)
    .locator('[role="row"][data-rowindex] [data-field="first_name"]')
    .allInnerTexts();
}

test.describe('Claim Logs', () => {
  test.describe.configure({ timeout: 150_000 });

  test('server-side pagination, search, counts and the CSV export', async ({
    page,
    consoleErrors,
  }) => {
    const tag = uniqueTag();
    // One claim the search leaves out: "Showing 250 of N" then only appears once the search
    // has applied, even when these are the only claims in the emulator.
    const refs = await seedClaims(COUNT + 1, (i) =>
      i === COUNT
        ? {}
        : {
            first_name: nameOf(i, tag),
            email: `c${i}-${tag}@example.com`,
            listing_id: i < 5 ? `lst${tag}a` : `lst${tag}b`,
            listing_title: i === 7 ? `Special Item ${tag}x` : i === 9 ? null : `Grid Tee ${tag}`,
            brand_name: `Grid Brand ${tag}`,
          },
    );
    try {
      await loginAsAdmin(page);
      await page.goto(ADMIN('/claims'));
      await expect(page.getByRole('heading', { level: 1, name: 'Claim Logs' })).toBeVisible();
      await expect(grid(page)).toBeVisible();
      await expect(page.getByText(/^Showing \d+ of \d+ total claims$/)).toBeVisible();
      // The counts can arrive before the page's rows: audit the loaded page, not MUI X's
      // loading overlay (whose progress bar is named now; see components/grid-slots.tsx).
      await expect(grid(page).getByRole('progressbar')).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      const search = page.getByRole('searchbox', { name: 'Search claims' });
      await search.fill(tag);
      const footer = page.getByText(/^Showing 250 of (\d+) total claims$/);
      await expect(footer).toBeVisible({ timeout: 30_000 });
      const total = Number(/of (\d+) total/.exec((await footer.textContent()) ?? '')?.[1]);
      expect(total).toBeGreaterThanOrEqual(COUNT);

      // Page 1 (25 rows, newest first), then the next and back again.
      await expect(page.getByText('1–25 of 250')).toBeVisible();
      await expect
        .poll(() => shownNames(page))
        .toEqual(Array.from({ length: 25 }, (_, i) => nameOf(i, tag)));
      const row9 = grid(page).locator('[role="row"][data-rowindex="9"]');
      await expect(row9).toContainText('Unknown Item');
      await expect(row9).toContainText(`Grid Brand ${tag}`);
      await expect(row9).toContainText(`c9-${tag}@example.com`);
      await expect(row9).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);

      await page.getByRole('button', { name: 'Go to next page' }).click();
      await expect(page.getByText('26–50 of 250')).toBeVisible();
      await expect
        .poll(() => shownNames(page))
        .toEqual(Array.from({ length: 25 }, (_, i) => nameOf(i + 25, tag)));
      await page.getByRole('button', { name: 'Go to previous page' }).click();
      await expect
        .poll(() => shownNames(page))
        .toEqual(Array.from({ length: 25 }, (_, i) => nameOf(i, tag)));

      // 100 per page (the free grid's maximum): three pages, the last one partial.
      await page.getByRole('combobox', { name: /rows per page/i }).click();
      await page.getByRole('option', { name: '100' }).click();
      await expect(page.getByText('1–100 of 250')).toBeVisible();
      await page.getByRole('button', { name: 'Go to next page' }).click();
      await expect(page.getByText('101–200 of 250')).toBeVisible();
      await page.getByRole('button', { name: 'Go to next page' }).click();
      await expect(page.getByText('201–250 of 250')).toBeVisible();
      await expect.poll(async () => (await shownNames(page)).at(-1)).toBe('Name249');
      await expect(page.getByRole('button', { name: 'Go to next page' })).toBeDisabled();

      // Search over first name, email, listing id, item title and brand (case-insensitive).
      const cases: [string, string[]][] = [
        [`zed${tag}`, [`Zed${tag}`]],
        [`C7-${tag}@EXAMPLE.com`, ['Name7']],
        [`lst${tag}a`, HOSTILE.concat(QUOTED)],
        [`special item ${tag}x`, ['Name7']],
      ];
      for (const [query, names] of cases) {
        await search.fill(query);
        await expect(
          page.getByText(`Showing ${names.length} of ${total} total claims`),
        ).toBeVisible({ timeout: 30_000 });
        await expect.poll(() => shownNames(page)).toEqual(names);
      }
      await search.fill(`nomatch${tag}`);
      await expect(page.getByText('No claims found matching your search.')).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByText(`Showing 0 of ${total} total claims`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

      // CSV of the current search, saved only once the browser has checked it is whole.
      await search.fill(tag);
      await expect(page.getByText(`Showing 250 of ${total} total claims`)).toBeVisible({
        timeout: 30_000,
      });
      const downloadPromise = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toMatch(/^claims-export-\d{4}-\d{2}-\d{2}\.csv$/);
      await expect(page.getByText('Claims exported to CSV')).toBeVisible();
      const text = await readFile((await download.path()) ?? '', 'utf8');
      const [header, ...rows] = parseCsv(text);
      expect(header).toEqual([...CLAIM_CSV_HEADER]);
      expect(rows).toHaveLength(COUNT);
      expect(rows.slice(0, 5).map((r) => r[0])).toEqual([...HOSTILE.map((n) => `'${n}`), QUOTED]);
      expect(text).toContain('"Comma, ""Quoted"" Name"');
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(rows[7]).toEqual([
        'Name7',
        `c7-${tag}@example.com`,
        `lst${tag}b`,
        `Special Item ${tag}x`,
        `Grid Brand ${tag}`,
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ]);
      expect(crashes(consoleErrors)).toEqual([]);
    } finally {
      await deleteDocs(refs);
    }
  });
});
