import { test, expect, URLS } from '../support/fixtures';
import { seed, uniqueToken } from './browse-helpers';

/**
 * Crawlers that run no JavaScript (docs/architecture.md#directory-view) get each listing's metadata
 * from the Hosting rewrite of /swag/* (plain fetch here: no browser, no scripts), and a sitemap.
 */
function metaContent(html: string, attr: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] ?? null;
}

test('a listing URL serves its title, description, Open Graph tags and JSON-LD without JS', async () => {
  const t = uniqueToken('seo');
  const description = `${t} Recycled aluminium bottle & lid. ${'Keeps drinks cold. '.repeat(10)}`;
  const { slug } = await seed({
    title: `${t} Bottle "Pro"`,
    description,
    image_url: 'https://cdn.example.com/bottle.png',
    brand_name: 'Hydra',
  });

  const res = await fetch(`${URLS.storefront}/swag/${slug}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${t} Bottle &quot;Pro&quot; | SwagDrop</title>`);
  const expectedDescription = description.replace(/\s+/g, ' ').trim().slice(0, 150);
  const escaped = expectedDescription.replace(/&/g, '&amp;');
  expect(metaContent(html, 'name', 'description')).toBe(escaped);
  expect(metaContent(html, 'property', 'og:title')).toBe(`${t} Bottle &quot;Pro&quot; | SwagDrop`);
  expect(metaContent(html, 'property', 'og:description')).toBe(escaped);
  expect(metaContent(html, 'property', 'og:image')).toBe('https://cdn.example.com/bottle.png');
  expect(metaContent(html, 'property', 'og:url')).toBe(`${URLS.storefront}/swag/${slug}`);
  expect(html).toContain(
    `<link rel="canonical" id="page-canonical" href="${URLS.storefront}/swag/${slug}" />`,
  );
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);

  const ld = /<script type="application\/ld\+json" id="page-jsonld">([^<]*)<\/script>/.exec(html);
  expect(ld).not.toBeNull();
  expect(JSON.parse(ld?.[1] ?? '{}')).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${t} Bottle "Pro"`,
    brand: { name: 'Hydra' },
    offers: { price: 0, priceCurrency: 'USD' },
    aggregateRating: { ratingValue: 5, reviewCount: 1 },
  });
});

test('an unknown listing URL answers 404 with the not-found title', async () => {
  const res = await fetch(`${URLS.storefront}/swag/${uniqueToken('gone')}`);
  expect(res.status).toBe(404);
  const html = await res.text();
  expect(html).toContain('<title>Swag Not Found | SwagDrop</title>');
  expect(html).toContain('<div id="root"></div>');
});

test('sitemap.xml lists the static pages and every listing', async () => {
  const { slug } = await seed({ title: `${uniqueToken('map')} Mug` });
  await expect
    .poll(
      async () => {
        const res = await fetch(`${URLS.storefront}/sitemap.xml`);
        return res.ok ? await res.text() : `HTTP ${res.status}`;
      },
      { timeout: 20_000 },
    )
    .toContain(`<loc>${URLS.storefront}/swag/${slug}</loc><lastmod>`);
  const xml = await (await fetch(`${URLS.storefront}/sitemap.xml`)).text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  for (const path of ['/', '/swag', '/about', '/brand-benefits', '/privacy', '/terms']) {
    expect(xml).toContain(`<loc>${URLS.storefront}${path}</loc>`);
  }
});
