/** Helpers of the brand browser suites: a real PNG made in the test, unique data, form filling. */
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { BRAND_COPY } from '@swagdrop/model';
import { adminDb } from '../../support/emulator';
import { expect, URLS } from '../support/fixtures';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of the given size (a purple gradient), optionally padded to `padTo` bytes. */
export function makePng(width = 40, height = 30, padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) rows.push(100 + x, 40 + y, 200);
  }
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
  ];
  const used = parts.reduce((n, p) => n + p.length, 0) + 12;
  // A private ancillary chunk makes a big but still valid file.
  if (padTo > used + 12) parts.push(chunk('pdNg', Buffer.alloc(padTo - used - 12)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@brand.test`;

export interface SubmitFields {
  brand?: string;
  email?: string;
  title: string;
  description?: string;
  claimUrl?: string;
  image?: { name: string; mimeType: string; buffer: Buffer } | null;
}

export async function fillSubmitForm(page: Page, fields: SubmitFields): Promise<void> {
  await page.getByLabel('Brand Name').fill(fields.brand ?? 'Acme Playwright Co');
  await page.getByLabel('Contact Email').fill(fields.email ?? uniqueEmail('contact'));
  await page.getByLabel('Item Title').fill(fields.title);
  await page
    .getByLabel('Description')
    .fill(fields.description ?? 'Soft tees left over from our developer conference.');
  await page.getByLabel('Category').selectOption('tech');
  await page.getByLabel('Claim URL').fill(fields.claimUrl ?? 'https://example.com/claim');
  if (fields.image !== null) {
    await page
      .getByLabel('Product Image')
      .setInputFiles(fields.image ?? { name: 'tee.png', mimeType: 'image/png', buffer: makePng() });
  }
}

/**
 * Like fixtures' loginStorefront, but with exact labels after the form is shown: the footer's
 * newsletter input is labelled 'Email address', which a loose getByLabel('Email') also matches
 * (and fills while the login form is still behind the session spinner).
 */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Brand Login' }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
}

/**
 * The Auth emulator links every email to its own handler and ignores the project's custom
 * email action URL, which production sets to the storefront's /reset-password (README,
 * Deploying). This route plays that setting: the recorded link is opened as it is and arrives,
 * query untouched, at the action URL.
 */
export async function actAsProjectActionUrl(page: Page) {
  await page.route(`${URLS.authEmulator}/emulator/action?**`, (route) =>
    route.fulfill({
      status: 302,
      headers: {
        location: `${URLS.storefront}/reset-password${new URL(route.request().url()).search}`,
      },
    }),
  );
}

/**
 * On the signed-in dashboard: subscribes to `planName` and pays at the stand-in's checkout, back
 * on /success. Returns the brand's Stripe customer id (stored by the checkout function).
 */
export async function payForPlan(page: Page, uid: string, planName: string): Promise<string> {
  const plan = page.getByRole('article', { name: planName });
  await plan.getByRole('button', { name: BRAND_COPY.subscribe }).click();
  await page.waitForURL(`${URLS.stripe}/checkout/**`);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(`${URLS.storefront}/success`);
  return (await adminDb().collection('customers').doc(uid).get()).get(
    'stripe_customer_id',
  ) as string;
}
