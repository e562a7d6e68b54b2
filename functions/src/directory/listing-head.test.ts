import { describe, expect, it } from 'vitest';
import { fillPageTemplate, imageVariantSrcSet } from '@swagdrop/model';
import { parseHtml } from './parse-markup.test-support';
import {
  fallbackPage,
  listingHeadTags,
  listingImagePreload,
  notFoundHeadTags,
} from './listing-head';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script src="/runtime-config.js"></script>
    <!--page-head-->
    <title>SwagDrop — Free Swag from Brands You Love</title>
    <meta
      name="description"
      content="SwagDrop is a directory of free promotional merchandise."
    />
    <!--/page-head-->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><!--page-shell--><div id="root"></div></body>
</html>`;

const HOSTILE = `<img src=x onerror=window.__xss=1></script><script>window.__xss=1</script>"'&`;

function listing(overrides = {}) {
  return {
    slug: 'conference-tee',
    title: 'Conference Tee',
    description: 'A'.repeat(200),
    image_url: 'https://cdn.example.com/tee.png',
    brand_name: 'Acme',
    category: 'shirts',
    ...overrides,
  };
}

const parse = parseHtml;

/** The page template with a head, as the page functions fill it (model/page-render.ts). */
const injectHead = (template: string, head: string, styles?: string) =>
  fillPageTemplate(template, { head, styles });

describe('listingHeadTags in the page template', () => {
  it('replaces the generic title and description and adds canonical, Open Graph and JSON-LD', () => {
    const doc = parse(injectHead(SHELL, listingHeadTags(listing(), 'https://swagdrop.app')));
    expect(doc.title).toBe('Conference Tee | SwagDrop');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    const descriptions = doc.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]?.getAttribute('content')).toBe('A'.repeat(150));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://swagdrop.app/swag/conference-tee',
    );
    const og = (p: string) =>
      doc.querySelector(`meta[property="og:${p}"]`)?.getAttribute('content');
    expect(og('title')).toBe('Conference Tee | SwagDrop');
    expect(og('description')).toBe('A'.repeat(150));
    expect(og('image')).toBe('https://cdn.example.com/tee.png');
    const jsonLd = JSON.parse(
      doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.offers).toMatchObject({ price: 0, priceCurrency: 'USD' });
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    expect(jsonLd.review).toHaveLength(1);
    // The app's own scripts survive.
    expect(doc.querySelector('script[src="/assets/index-abc.js"]')).not.toBeNull();
    expect(doc.querySelector('script[src="/runtime-config.js"]')).not.toBeNull();
  });

  it('keeps hostile listing text inert: no new elements, exact text back', () => {
    const html = injectHead(
      SHELL,
      listingHeadTags(
        listing({ title: HOSTILE, description: HOSTILE, brand_name: HOSTILE }),
        'https://swagdrop.app',
      ),
    );
    const doc = parse(html);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    // Only the shell's two scripts and the JSON-LD script exist.
    expect(doc.querySelectorAll('script')).toHaveLength(3);
    expect(doc.title).toBe(`${HOSTILE} | SwagDrop`);
    const ld = doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(ld).not.toContain('<');
    expect(JSON.parse(ld).name).toBe(HOSTILE);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      HOSTILE.slice(0, 150),
    );
  });

  it('drops a non-http image from Open Graph', () => {
    const doc = parse(
      injectHead(
        SHELL,
        listingHeadTags(listing({ image_url: 'javascript:alert(1)' }), 'https://s.app'),
      ),
    );
    expect(doc.querySelector('meta[property="og:image"]')).toBeNull();
    expect(doc.body.innerHTML).not.toContain('javascript:');
  });

  it("puts the listing's tags (the image preload among them) before the shell's styles", () => {
    const html = injectHead(
      SHELL,
      listingImagePreload(listing()),
      '<style data-emotion="css a1">.css-a1{color:red}</style>',
    );
    expect(html.indexOf('rel="preload"')).toBeGreaterThan(-1);
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<style data-emotion'));
    expect(parse(html).head.querySelectorAll('style[data-emotion]')).toHaveLength(1);
  });

  it('gives unknown slugs the not-found title and noindex', () => {
    const doc = parse(injectHead(SHELL, notFoundHeadTags()));
    expect(doc.title).toBe('Swag Not Found | SwagDrop');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('builds a readable fallback page when the shell is unavailable', () => {
    const doc = parse(fallbackPage(notFoundHeadTags(), HOSTILE, HOSTILE));
    expect(doc.querySelector('h1')?.textContent).toBe(HOSTILE);
    expect(doc.querySelectorAll('img, script')).toHaveLength(0);
  });
});

describe('listingImagePreload', () => {
  const uploaded =
    'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/swag-images%2Ftee.png?alt=media&token=t';

  it("preloads an upload's detail variants, the same candidates the <img> chooses from", () => {
    const link = parse(
      `<head>${listingImagePreload({ image_url: uploaded })}</head>`,
    ).querySelector('link[rel="preload"]');
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('href')).toBe(uploaded);
    expect(link?.getAttribute('imagesrcset')).toMatch(/w800\.webp\?alt=media 800w, .*1600w$/);
    expect(link?.getAttribute('imagesrcset')).toBe(imageVariantSrcSet(uploaded, 'detail'));
    expect(link?.getAttribute('imagesizes')).toContain('100vw');
  });

  it('preloads a pasted image as is, and nothing for an unsafe URL or no image', () => {
    const pasted = parse(
      `<head>${listingImagePreload({ image_url: `https://cdn.example.com/a.png?${HOSTILE}` })}</head>`,
    );
    expect(pasted.querySelectorAll('link')).toHaveLength(1);
    expect(pasted.querySelector('script, img')).toBeNull();
    expect(pasted.querySelector('link')?.getAttribute('imagesrcset') ?? null).toBeNull();
    expect(listingImagePreload({ image_url: 'javascript:alert(1)' })).toBe('');
    expect(listingImagePreload({ image_url: '' })).toBe('');
  });
});
