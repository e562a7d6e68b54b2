/**
 * Shared steps of the brand mail browser specs: reading a mail as a person sees it, and a new
 * brand account buying a plan on the dashboard through the stand-in checkout.
 */
import type { Page } from '@playwright/test';
import type Stripe from 'stripe';
import { createUser } from '../../support/emulator';
import { htmlDocument, type InboxMail } from '../../support/maildev';
import { standinStripe } from '../../support/stripe';
import { loginAs, payForPlan } from '../brands/support';
import { expect, URLS } from '../support/fixtures';

/** What a reader sees of a mail's HTML part, whitespace collapsed. */
export const readText = (mail: InboxMail) =>
  (htmlDocument(mail).body.textContent ?? '').replace(/\s+/g, ' ');

/** The addresses a mail was sent to, as the inbox shows them. */
export const recipientsOf = (mail: InboxMail) => mail.to.map((entry) => entry.address);

/** The item's period end (epoch seconds) of a subscription, as Stripe holds it. */
export function periodEnd(sub: Stripe.Subscription): number {
  const item = sub.items.data[0];
  if (!item) throw new Error(`subscription ${sub.id} has no item`);
  return item.current_period_end;
}

/**
 * A new brand account signs in, buys `planName` on its dashboard and pays at the stand-in
 * checkout; returns the account and the subscription Stripe now holds for it.
 */
export async function brandBuysPlan(
  page: Page,
  email: string,
  password: string,
  planName: string,
): Promise<{ uid: string; subscription: Stripe.Subscription }> {
  const uid = await createUser(email, password);
  await loginAs(page, email, password);
  await expect(page).toHaveURL(`${URLS.storefront}/dashboard`);
  const customer = await payForPlan(page, uid, planName);
  const [subscription] = (await standinStripe.subscriptions.list({ customer })).data;
  if (!subscription) throw new Error(`no subscription for ${email}`);
  return { uid, subscription };
}
