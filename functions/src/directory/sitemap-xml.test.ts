import { describe, expect, it } from 'vitest';
import { parseXml } from './parse-markup.test-support';
import { STATIC_SITEMAP_PATHS, buildSitemapXml } from './sitemap-xml';

describe('buildSitemapXml', () => {
  it('lists each URL with an ISO lastmod when known', () => {
    const xml = buildSitemapXml('https://swagdrop.app', [
      ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
      { path: '/swag/conference-tee', lastmod: Date.UTC(2026, 10, 23) },
    ]);
    const doc = parseXml(xml);
    const locs = Array.from(doc.getElementsByTagName('loc')).map((el) => el.textContent);
    expect(locs).toEqual([
      'https://swagdrop.app/',
      'https://swagdrop.app/swag',
      'https://swagdrop.app/about',
      'https://swagdrop.app/brand-benefits',
      'https://swagdrop.app/privacy',
      'https://swagdrop.app/terms',
      'https://swagdrop.app/swag/conference-tee',
    ]);
    expect(doc.getElementsByTagName('lastmod')).toHaveLength(1);
    expect(doc.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-11-23T00:00:00.000Z');
  });

  it('escapes markup so a hostile path stays text', () => {
    const xml = buildSitemapXml('https://s.app', [{ path: '/x?a=1&b=<script>' }]);
    expect(xml).toContain('/x?a=1&amp;b=&lt;script&gt;');
    const doc = parseXml(xml);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
  });
});
