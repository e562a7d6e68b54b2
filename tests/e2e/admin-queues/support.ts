/**
 * Browser steps shared by the moderation-queue specs: a fresh admin signed in through the
 * console's login page, and a CSV reader. Data is seeded with the integration helpers.
 */
import type { Page } from '@playwright/test';
import { expect, URLS } from '../support/fixtures';
import { newAdmin } from '../../integration/admin-queues/seed';

export const ADMIN = (path = '') => `${URLS.admin}/admin${path}`;

export async function loginAsAdmin(page: Page) {
  const admin = await newAdmin();
  await page.goto(ADMIN('/login'));
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  await expect(page).toHaveURL(ADMIN(''));
  return admin;
}

/** A card of a queue, found by its heading (each card is an article labelled by its title). */
export function card(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

/** Uncaught exceptions (not logged, expected errors) fail a test. */
export function crashes(consoleErrors: string[]): string[] {
  return consoleErrors.filter((e) => e.startsWith('pageerror'));
}
