import { describe, expect, it } from 'vitest';
import {
  BOOT_SHELL_HOLD_ATTRIBUTE,
  CARD_TEMPLATE_IMAGE,
  EMBEDDED_DIRECTORY_ORDER_ID,
  TEMPLATE_FEATURED_TOTAL,
  TEMPLATE_TOTAL,
  cardTemplateMarkers,
  directoryCountTexts,
  parseDirectoryOrder,
  parseDirectoryVersion,
  toDirectoryRow,
} from '@swagdrop/shared-ui/model';
import { fillCardTemplate, fillDirectoryPage, isCardTemplate } from './directory-page';
import { parseHtml } from './parse-markup.test-support';

// The markers as the build renders them: title, brand, description, category, location, link.
const [title, brand, description, category, location, href] = cardTemplateMarkers();
const CARD = `<style data-emotion="css a1">.css-a1{display:flex}</style><article aria-label="${title}">
<img src="${CARD_TEMPLATE_IMAGE}" alt="${title}" width="800" height="600"/><h3>${title}</h3>
<p>${brand}</p><p>${description}</p><span>${category}</span><span>${location}</span>
<a href="${href}">Claim</a></article>`;
const [countLine, featuredCount] = directoryCountTexts(TEMPLATE_TOTAL, TEMPLATE_FEATURED_TOTAL);
const slots = (section: string) =>
  [1, 2, 3].map((i) => `<article aria-label="template ${section} ${i}">t</article>`).join('');
const PAGE = `<!doctype html><html><head><title>Browse</title></head><body>
<div id="boot-shell" inert aria-hidden="true"><p role="status">${countLine}</p>
<section><h2>Featured Swag <span>${featuredCount}</span></h2><div>${slots('featured')}</div></section>
<section><h2>More Swag</h2><div>${slots('regular')}</div></section></div><div id="root"></div></body></html>`;

const HOSTILE = `</h3><script>window.__xss=1</script><img src=x onerror=alert(1)>"'&`;
const UPLOADED =
  'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/swag-images%2Ftee.png?alt=media&token=t';

const row = (overrides: Record<string, unknown> = {}) =>
  toDirectoryRow('abc', {
    slug: 'summit-tee',
    title: 'Summit Tee',
    brand_name: 'Acme',
    description: 'Soft tee.',
    category: 'shirts',
    image_url: 'https://cdn.example.com/tee.png',
    target_scope: 'local',
    target_location: 'Austin, TX',
    created_at: Date.UTC(2026, 10, 23),
    ...overrides,
  });

/** A card rendered with its one Emotion rule inline, as the build renders cards. */
const styledCard = (id: string) =>
  `<style data-emotion="css ${id}">.css-${id}{color:red}</style><article>${id}</article>`;

/** The page's Emotion styles as [names, rules], after checking none is left in the body. */
function headEmotionStyles(html: string | null): (string | null)[][] {
  const doc = parseHtml(html ?? '');
  expect(doc.body.querySelectorAll('style[data-emotion]')).toHaveLength(0);
  return Array.from(doc.head.querySelectorAll('style[data-emotion]'), (style) => [
    style.getAttribute('data-emotion'),
    style.textContent,
  ]);
}

describe('fillCardTemplate', () => {
  it('puts every text of the listing where the card shows it', () => {
    expect(isCardTemplate(CARD)).toBe(true);
    const doc = parseHtml(fillCardTemplate(CARD, row()));
    expect(doc.querySelector('article')?.getAttribute('aria-label')).toBe('Summit Tee');
    expect(doc.querySelector('h3')?.textContent).toBe('Summit Tee');
    expect(Array.from(doc.querySelectorAll('p'), (p) => p.textContent)).toEqual([
      'Acme',
      'Soft tee.',
    ]);
    expect(Array.from(doc.querySelectorAll('span'), (s) => s.textContent)).toEqual([
      'Apparel',
      'Austin, TX',
    ]);
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/swag/summit-tee');
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/tee.png');
    expect(doc.querySelector('img')?.getAttribute('srcset') ?? null).toBeNull();
  });

  it('keeps hostile text inert and exact', () => {
    const html = fillCardTemplate(CARD, row({ title: HOSTILE, brand_name: HOSTILE }));
    expect(html).not.toContain('<script>');
    const doc = parseHtml(html);
    expect(doc.querySelector('h3')?.textContent).toBe(HOSTILE);
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe(HOSTILE);
    expect(doc.querySelectorAll('script, img[onerror]')).toHaveLength(0);
  });

  it('gives an uploaded image the srcset of its card variants', () => {
    const img = parseHtml(fillCardTemplate(CARD, row({ image_url: UPLOADED }))).querySelector(
      'img',
    );
    expect(img?.getAttribute('srcset')).toContain('w400.webp');
    expect(img?.getAttribute('sizes')).toContain('100vw');
  });
});

describe('fillDirectoryPage', () => {
  it('fills the slots in order, empties the rest, fills the counts and holds the shell', () => {
    const cards = [
      '<article>F1</article>',
      '',
      '',
      '<article>R1</article>',
      '<article>R2</article>',
    ];
    const html = fillDirectoryPage(
      PAGE,
      cards,
      { total: 42, featured: 1 },
      ['f1'],
      1_732_000_000_123,
    );
    expect(html).not.toBeNull();
    const doc = parseHtml(html ?? '');
    expect(Array.from(doc.querySelectorAll('article'), (a) => a.textContent)).toEqual([
      'F1',
      'R1',
      'R2',
    ]);
    expect(doc.querySelector('[role="status"]')?.textContent).toBe('42 items found');
    expect(doc.querySelector('h2 span')?.textContent).toBe('(1)');
    expect(doc.getElementById('boot-shell')?.hasAttribute(BOOT_SHELL_HOLD_ATTRIBUTE)).toBe(true);
    const order = doc.getElementById(EMBEDDED_DIRECTORY_ORDER_ID);
    expect(order?.parentElement?.tagName).toBe('HEAD');
    expect(parseDirectoryOrder(order?.textContent ?? '')).toEqual(['f1']);
    expect(parseDirectoryVersion(order?.getAttribute('data-version'))).toBe(1_732_000_000_123);
  });

  it('keeps each set of inline styles once', () => {
    const style = '<style data-emotion="css a1">.css-a1{display:flex}</style>';
    const card = `${style}<article>c</article>`;
    const html = fillDirectoryPage(PAGE, [card, card, card], { total: 3, featured: 3 }, [], 1);
    expect(html?.split(style)).toHaveLength(2);
    expect(parseHtml(html ?? '').querySelectorAll('article')).toHaveLength(3);
  });

  it('moves every Emotion style into the head, globals in their own tag, rules in page order', () => {
    const global = '<style data-emotion="css-global g1">body{margin:0}</style>';
    const html = fillDirectoryPage(
      PAGE.replace('<body>', `<body>${global}`),
      [styledCard('a1'), styledCard('b2'), styledCard('a1')],
      { total: 3, featured: 3 },
      [],
      1,
    );
    expect(headEmotionStyles(html)).toEqual([
      ['css-global g1', 'body{margin:0}'],
      ['css a1 b2', '.css-a1{color:red}.css-b2{color:red}'],
    ]);
    expect(parseHtml(html ?? '').querySelectorAll('article')).toHaveLength(3);
  });

  it("merges the cards' styles with the template's, already in the head, each rule once", () => {
    const built = PAGE.replace(
      '</head>',
      '<style data-emotion="css a1">.css-a1{color:red}</style></head>',
    );
    const cards = [styledCard('a1'), styledCard('b2')];
    const html = fillDirectoryPage(built, cards, { total: 2, featured: 2 }, [], 1);
    expect(headEmotionStyles(html)).toEqual([
      ['css a1 b2', '.css-a1{color:red}.css-b2{color:red}'],
    ]);
  });

  it('preconnects to each origin of the images above the fold, once', () => {
    const html = fillDirectoryPage(PAGE, [], { total: 2, featured: 0 }, [], 1, [
      'https://images.example.com/a.webp',
      'https://images.example.com/b.webp?x=1',
      'https://cdn.example.org/c.webp',
    ]);
    const links = parseHtml(html ?? '').head.querySelectorAll('link[rel="preconnect"]');
    expect(Array.from(links, (link) => link.getAttribute('href'))).toEqual([
      'https://images.example.com',
      'https://cdn.example.org',
    ]);
  });

  it('refuses a page that is not a shell', () => {
    expect(
      fillDirectoryPage('<html><body>oops</body></html>', [], { total: 0, featured: 0 }, [], 1),
    ).toBeNull();
  });
});
