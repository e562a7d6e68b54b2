import { describe, expect, it } from 'vitest';
import { BOOT_PAYLOAD_ID, parseBootPayload } from '@swagdrop/model';
import { seedListing, URLS } from '../../support/emulator';

/**
 * renderListingPage and sitemap called directly on the functions emulator (the e2e suite
 * covers the same through the Hosting rewrites).
 */
const HOSTILE = '<img src=x onerror=window.__xss=1>';
const uid = () => `crawl${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

describe('renderListingPage', () => {
  it('puts escaped listing metadata into the storefront shell', async () => {
    const t = uid();
    const slug = `${t}-hostile`;
    const id = await seedListing({
      slug,
      title: `${HOSTILE} ${t}`,
      description: `<script>window.__xss=1</script> ${'d'.repeat(200)}`,
    });
    const res = await fetch(`${URLS.functions}/renderListingPage/swag/${slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    // fetch asks for gzip and decodes it, as browsers do.
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const html = await res.text();
    expect(html).toContain(
      `<title>&lt;img src=x onerror=window.__xss=1&gt; ${t} | SwagDrop</title>`,
    );
    expect(html).not.toContain(HOSTILE);
    expect(html).not.toContain('<script>window.__xss=1</script>');
    // The storefront's own detail view paints the listing, escaped, before any script runs.
    expect(html).toMatch(
      new RegExp(
        `<div id="boot-shell"[^>]*>[^]*<h1[^>]*>&lt;img src=x onerror=window.__xss=1&gt; ${t}</h1>`,
      ),
    );
    // The storefront's own app loader survives, so the page still boots as the SPA.
    expect(html).toMatch(/<script src="\/assets\/app-loader-[^"]+" data-entry="\/assets\//);
    expect(html).toContain('<div id="root"></div>');
    // The listing rides along for the app's first render, whole and unable to end its element.
    const embedded = new RegExp(
      `<script type="application/json" id="${BOOT_PAYLOAD_ID}">([^<]*)</script>`,
    ).exec(html);
    expect(embedded).not.toBeNull();
    expect(parseBootPayload(embedded?.[1]).listing).toMatchObject({
      id,
      slug,
      title: `${HOSTILE} ${t}`,
      external_claim_url: 'https://example.com/claim',
    });
  });

  it('sends plain HTML to a client that does not accept gzip', async () => {
    const slug = `${uid()}-plain`;
    await seedListing({ slug, title: `Plain ${slug}` });
    const res = await fetch(`${URLS.functions}/renderListingPage/swag/${slug}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toContain(`<title>Plain ${slug} | SwagDrop</title>`);
  });

  it('answers 404 with the not-found title for an unknown or malformed slug', async () => {
    for (const path of ['/swag/does-not-exist-anywhere', '/swag/%3Cscript%3E']) {
      const res = await fetch(`${URLS.functions}/renderListingPage${path}`);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title>Swag Not Found | SwagDrop</title>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
  });
});

describe('sitemap', () => {
  it('lists the static pages and every listing with a lastmod', async () => {
    const slug = `${uid()}-sitemap`;
    await seedListing({ slug });
    let xml = '';
    // The function may hold a bundle checked a few seconds ago.
    for (let i = 0; i < 40 && !xml.includes(slug); i += 1) {
      if (i > 0) await new Promise((r) => setTimeout(r, 500));
      const res = await fetch(`${URLS.functions}/sitemap`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/xml');
      xml = await res.text();
    }
    for (const path of ['/', '/swag', '/about', '/brand-benefits', '/privacy', '/terms']) {
      expect(xml).toContain(`<loc>${URLS.storefront}${path}</loc>`);
    }
    expect(xml).toMatch(
      new RegExp(`<loc>${URLS.storefront}/swag/${slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
  });
});
