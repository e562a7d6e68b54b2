import { BRAND_COPY, BROWSE_COPY, PASSWORD_RESET_COPY } from './copy';
import { NEWSLETTER_CONFIRM_COPY } from './newsletter-copy';
import { LISTING_FEE_CENTS } from './constants';
import { formatUsd } from './format';
import { seoTitle } from './structured-data';

/** A storefront page's head: what the app sets on navigation and the build writes per route. */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL; its origin is the one the page is served from. */
  canonicalPath?: string;
  /** Pages reached only from an email link (with a token) are kept out of search engines. */
  noindex?: boolean;
}

/** The tab title of a page without a title of its own. */
export const DEFAULT_PAGE_TITLE = 'SwagDrop — Free Swag from Brands You Love';

/** "Title | SwagDrop", or the default title for an empty one. */
export function pageTitle(title: string): string {
  return title.trim() ? seoTitle(title) : DEFAULT_PAGE_TITLE;
}

const listingFee = formatUsd(LISTING_FEE_CENTS);

/**
 * The storefront's pages whose head is known without data. The app sets it on navigation
 * (storefront lib/use-document-meta.ts) and the build writes it into each route's boot shell
 * (storefront app/boot-shells.tsx), so a crawler or a link preview reads the same head
 * without running scripts.
 */
export const PAGE_META = {
  home: {
    title: BROWSE_COPY.homeTitle,
    description: BROWSE_COPY.homeDescription,
    canonicalPath: '/',
  },
  directory: {
    title: BROWSE_COPY.directoryTitle,
    description: BROWSE_COPY.directoryDescription,
    canonicalPath: '/swag',
  },
  submit: {
    title: BRAND_COPY.submitTitle,
    description: 'List your leftover promotional items on SwagDrop for a one-time $50 fee.',
    canonicalPath: '/submit',
  },
  about: {
    title: 'About',
    description:
      'SwagDrop rescues leftover promotional merchandise from brands and passes it on to people for free. Learn how it works and how we support climate action.',
    canonicalPath: '/about',
  },
  brandBenefits: {
    title: 'Brand Benefits',
    description: `List leftover promotional merchandise on SwagDrop to clear storage, reach real people and spend less than traditional marketing. ${listingFee} per listing.`,
    canonicalPath: '/brand-benefits',
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'How SwagDrop collects, uses, shares and protects your personal information when you claim swag, join the newsletter, report a listing or list swag as a brand.',
    canonicalPath: '/privacy',
  },
  terms: {
    title: 'Terms of Service',
    description: `The rules for using SwagDrop: who can claim swag, what brands agree to when they list items, the ${listingFee} listing fee, plans, renewals and refunds.`,
    canonicalPath: '/terms',
  },
  login: {
    title: BRAND_COPY.loginTitle,
    description: 'Log in to your SwagDrop brand account.',
  },
  signup: {
    title: BRAND_COPY.signupTitle,
    description: 'Create a SwagDrop brand account to buy 90-day plans.',
  },
  resetPassword: {
    title: PASSWORD_RESET_COPY.resetTitle,
    description: 'Choose a new password for your SwagDrop brand account.',
  },
  dashboard: { title: 'Dashboard', description: 'Your SwagDrop plan and submissions.' },
  success: { title: 'Payment successful', description: 'Your SwagDrop plan is active.' },
  newsletterConfirm: {
    title: NEWSLETTER_CONFIRM_COPY.pageTitle,
    description: NEWSLETTER_CONFIRM_COPY.pageDescription,
    noindex: true,
  },
} as const satisfies Record<string, PageMeta>;
