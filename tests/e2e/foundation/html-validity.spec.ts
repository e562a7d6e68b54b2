import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seedListing } from '../../support/emulator';
import { loginAsNewAdmin, newBrand } from '../admin-core/helpers';
import { loginAs } from '../brands/support';
import { htmlErrors, type HtmlDocument } from '../support/html-validator';
import { test, expect, URLS } from '../support/fixtures';

/**
 * Every page both apps serve is valid HTML (W3C Nu checker): as the server sends it (boot
 * shells, the pages the functions render) and as the browser holds it once the app has
 * rendered. All documents go to one run of the checker.
 */
const STOREFRONT_ROUTES = [
  '/',
  '/swag',
  '/submit',
  '/about',
  '/brand-benefits',
  '/privacy',
  '/terms',
  '/login',
  '/signup',
  '/reset-password',
  '/dashboard',
  '/success',
  '/no-such-page',
];
const ADMIN_ROUTES = [
  '/admin/login',
  '/admin/reset-password',
  '/admin',
  '/admin/listings',
  '/admin/no-such-page',
];
/** Pages whose rendered DOM is checked too (signed out; the signed-in ones follow). */
const RENDERED_ROUTES = [
  '/',
  '/swag',
  '/submit',
  '/about',
  '/brand-benefits',
  '/privacy',
  '/terms',
  '/login',
  '/signup',
  '/no-such-page',
];

/**
 * Errors in markup that only a library can change, each matched with the markup it names.
 * Nothing else is ever left out.
 */
const LIBRARY_ERRORS = [
  // MUI X DataGrid 9 (GridRoot) renders its CSS variables as <style href> for React 19 to
  // hoist, but without `precedence` React leaves it where it is: in the grid, in the body.
  /“href” not allowed on element “style”.*<style href="\/MuiDataGridVariables-/,
  /“style” element in “body” must be the first child .*<style href="\/MuiDataGridVariables-/,
];

const fileName = (app: string, path: string, state: string) =>
  `${app}${path.replace(/[^a-z0-9]+/gi, '_')}.${state}`;

async function served(url: string): Promise<string> {
  const res = await fetch(url);
  expect(res.headers.get('content-type') ?? '', url).toContain('text/html');
  return res.text();
}

/** The built pages that are whole documents (card fragments are pieces of one). */
function builtPages(app: string): HtmlDocument[] {
  const dist = join(app, 'dist');
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.startsWith(join('boot', 'swag', 'card')),
  );
  return files.map((file) => ({
    name: `${app}.dist.${file.replace(/[^a-z0-9.]+/gi, '_')}`,
    html: readFileSync(join(dist, file), 'utf8'),
  }));
}

/** The DOM once the app has rendered the page (the shell handed off, a heading shown). */
async function rendered(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return page.content();
}

test('every served and rendered page is valid HTML', async ({ page }) => {
  test.setTimeout(240_000);
  const tag = `valid${Date.now().toString(36)}`;
  await seedListing({ slug: tag, title: `${tag} Tee`, coupon_code: 'VALID26' });
  const storefrontRoutes = [...STOREFRONT_ROUTES, `/swag/${tag}`, `/swag/${tag}-gone`];
  const documents: HtmlDocument[] = [...builtPages('storefront'), ...builtPages('admin-console')];

  for (const path of storefrontRoutes) {
    documents.push({
      name: fileName('storefront', path, 'served'),
      html: await served(`${URLS.storefront}${path}`),
    });
  }
  for (const path of ADMIN_ROUTES) {
    documents.push({
      name: fileName('admin', path, 'served'),
      html: await served(`${URLS.admin}${path}`),
    });
  }

  for (const path of [...RENDERED_ROUTES, `/swag/${tag}`]) {
    documents.push({
      name: fileName('storefront', path, 'rendered'),
      html: await rendered(page, `${URLS.storefront}${path}`),
    });
  }
  documents.push({
    name: fileName('admin', '/admin/login', 'rendered'),
    html: await rendered(page, `${URLS.admin}/admin/login`),
  });

  const brand = await newBrand();
  await loginAs(page, brand.email, brand.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  documents.push({
    name: fileName('storefront', '/dashboard', 'rendered'),
    html: await rendered(page, `${URLS.storefront}/dashboard`),
  });

  await loginAsNewAdmin(page);
  for (const path of ['/admin', '/admin/listings', '/admin/submissions']) {
    documents.push({
      name: fileName('admin', path, 'rendered'),
      html: await rendered(page, `${URLS.admin}${path}`),
    });
  }

  const errors = await htmlErrors(documents);
  expect(errors.filter((error) => !LIBRARY_ERRORS.some((known) => known.test(error)))).toEqual([]);
});
