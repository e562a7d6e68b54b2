import { PAGE_META, pageTitle, type PageMeta } from '@swagdrop/model';
import { test, expect, URLS } from '../support/fixtures';

/**
 * A crawler or a link preview runs no scripts: each public page's first HTML response (plain
 * fetch here, no browser) carries its own title, description and Open Graph tags, the same
 * the app sets when it boots (shared-ui model/page-meta.ts).
 */
const PUBLIC_PAGES: { path: string; meta: PageMeta }[] = [
  { path: '/', meta: PAGE_META.home },
  { path: '/swag', meta: PAGE_META.directory },
  { path: '/submit', meta: PAGE_META.submit },
  { path: '/about', meta: PAGE_META.about },
  { path: '/brand-benefits', meta: PAGE_META.brandBenefits },
  { path: '/privacy', meta: PAGE_META.privacy },
  { path: '/terms', meta: PAGE_META.terms },
  { path: '/login', meta: PAGE_META.login },
  { path: '/signup', meta: PAGE_META.signup },
  { path: '/reset-password', meta: PAGE_META.resetPassword },
];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function contents(html: string, attr: 'name' | 'property', key: string): string[] {
  const pattern = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

for (const { path, meta } of PUBLIC_PAGES) {
  test(`${path} serves its own title, description and Open Graph tags without scripts`, async () => {
    const res = await fetch(`${URLS.storefront}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const title = escape(pageTitle(meta.title));
    expect([...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual([title]);
    expect(contents(head, 'name', 'description')).toEqual([escape(meta.description)]);
    expect(contents(head, 'property', 'og:title')).toEqual([title]);
    expect(contents(head, 'property', 'og:description')).toEqual([escape(meta.description)]);
    const canonical = [...head.matchAll(/<link rel="canonical"[^>]* href="([^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(canonical).toEqual(meta.canonicalPath === undefined ? [] : [meta.canonicalPath]);
  });
}
