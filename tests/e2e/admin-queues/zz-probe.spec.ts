import { test } from '@playwright/test';
import { loginAsAdmin, ADMIN } from './support';
test('probe', async ({ page }) => {
  page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await loginAsAdmin(page);
  await page.waitForTimeout(4000);
  console.log('--- listings');
  await page.goto(ADMIN('/listings'));
  await page.waitForTimeout(4000);
  console.log('--- reports');
  await page.goto(ADMIN('/reports'));
  await page.waitForTimeout(4000);
  console.log('--- claims');
  await page.goto(ADMIN('/claims'));
  await page.waitForTimeout(4000);
});
