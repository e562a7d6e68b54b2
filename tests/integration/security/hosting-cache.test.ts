import { describe, expect, it } from 'vitest';
import { URLS } from '../../support/emulator';

/**
 * Hosting's Cache-Control (firebase.json): every page is revalidated, so after a deploy no
 * browser keeps HTML that names hashed scripts the deploy removed; the hashed assets
 * themselves are cached for a year.
 */
const pages = [
  `${URLS.storefront}/`,
  `${URLS.storefront}/swag`,
  `${URLS.storefront}/submit`,
  `${URLS.storefront}/about`,
  `${URLS.storefront}/runtime-config.js`,
  `${URLS.admin}/admin/login`,
  `${URLS.admin}/admin/claims`,
];

describe('hosting cache headers', () => {
  it('has every page and the runtime config revalidated', async () => {
    for (const url of pages) {
      const res = await fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
    }
  });

  it('caches the hashed assets a page names for a year', async () => {
    for (const base of [URLS.storefront, URLS.admin]) {
      const html = await (await fetch(`${base}/`)).text();
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(asset, base).toBeDefined();
      const res = await fetch(`${base}${asset}`);
      expect(res.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
    }
  });
});
