import { adminBucket, HOST, PORTS, PROJECT_ID, seedListing } from '../../support/emulator';
import { test, expect, URLS } from '../support/fixtures';

// A listing whose image lives in the Storage emulator, so /swag and /  render a real
// cross-origin image under the policy (the production equivalent is firebasestorage).
test.beforeAll(async () => {
  const path = `swag-images/${Date.now()}-cspcheck.png`;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await adminBucket()
    .file(path)
    .save(png, { contentType: 'image/png', metadata: { cacheControl: 'public, max-age=3600' } });
  await seedListing({
    title: 'CSP Check Tote',
    is_featured: true,
    image_url: `http://${HOST}:${PORTS.storage}/v0/b/${PROJECT_ID}.appspot.com/o/${encodeURIComponent(path)}?alt=media`,
  });
});

/**
 * Every route of both apps loads with the hosting CSP active and triggers no violation; the
 * security headers are present on both sites.
 */
const STOREFRONT_ROUTES = [
  '/',
  '/swag',
  '/swag/no-such-item',
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
];
const ADMIN_ROUTES = [
  '/admin/login',
  '/admin/reset-password',
  '/admin',
  '/admin/listings',
  '/admin/submissions',
  '/admin/reports',
  '/admin/claims',
  '/admin/activity',
];

const routes = [
  ...STOREFRONT_ROUTES.map((path) => `${URLS.storefront}${path}`),
  ...ADMIN_ROUTES.map((path) => `${URLS.admin}${path}`),
];

for (const url of routes) {
  test(`no CSP violations on ${url.replace(/^https?:\/\/[^/]+/, '')} (${new URL(url).port})`, async ({
    page,
    consoleErrors,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
          `${e.violatedDirective} ${e.blockedURI}`,
        );
      });
    });
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.locator('[data-theme="swagdrop-theme"]')).toBeVisible();
    // Not networkidle: Firestore listeners keep a channel open. Give lazy chunks time to load.
    await page.waitForTimeout(1500);
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });
}

test('both sites send the security headers', async ({ request }) => {
  for (const origin of [URLS.storefront, URLS.admin]) {
    const res = await request.get(`${origin}/`);
    const headers = res.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toContain('max-age=63072000');
    expect(headers['content-security-policy']).toContain("object-src 'none'");
  }
});
