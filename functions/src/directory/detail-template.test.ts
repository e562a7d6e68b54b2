import { describe, expect, it } from 'vitest';
import {
  DETAIL_TEMPLATE_IMAGE,
  detailTemplateMarkers,
  toListingDetail,
} from '@swagdrop/shared-ui/model';
import { fillDetailTemplate, isDetailTemplate } from './detail-template';
import { parseHtml } from './parse-markup.test-support';

// The markers as the build renders them: title, brand, description, category, location,
// coupon, claim URL, ISO date, "Posted …" (see detailTemplateTexts).
const [title, brand, description, category, location, coupon, claim, iso, posted] =
  detailTemplateMarkers();
const TEMPLATE = `<main><img src="${DETAIL_TEMPLATE_IMAGE}" alt="${title}" width="800" height="600"/>
<h1>${title}</h1><p>${brand}</p><time dateTime="${iso}">${posted}</time>
<span>${category}</span><span>${location}</span><p>${description}</p><code>${coupon}</code>
<a href="${claim}">Skip to offer</a></main>`;

const HOSTILE = `</h1><script>window.__xss=1</script><img src=x onerror=alert(1)>"'&`;
const UPLOADED =
  'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/swag-images%2Ftee.png?alt=media&token=t';

function listing(overrides: Record<string, unknown> = {}) {
  return toListingDetail('abc', {
    slug: 'tee',
    title: 'Summit Tee',
    brand_name: 'Acme',
    description: 'Soft tee.',
    category: 'shirts',
    image_url: 'https://cdn.example.com/tee.png',
    target_scope: 'local',
    target_location: 'Austin, TX',
    coupon_code: 'SWAG26',
    external_claim_url: 'https://acme.example.com/claim?a=1&b=2',
    created_at: Date.UTC(2026, 10, 23, 12),
    ...overrides,
  });
}

describe('fillDetailTemplate', () => {
  it('puts every text of the listing where the view shows it', () => {
    const doc = parseHtml(fillDetailTemplate(TEMPLATE, listing()));
    expect(doc.querySelector('h1')?.textContent).toBe('Summit Tee');
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe('Summit Tee');
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/tee.png');
    expect(doc.querySelector('img')?.getAttribute('srcset') ?? null).toBeNull();
    expect(doc.querySelector('time')?.textContent).toBe('Posted Nov 23, 2026');
    expect(doc.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-23T12:00:00.000Z');
    expect(Array.from(doc.querySelectorAll('span'), (s) => s.textContent)).toEqual([
      'Apparel',
      'Austin, TX',
    ]);
    expect(doc.querySelector('code')?.textContent).toBe('SWAG26');
    expect(doc.querySelector('a')?.getAttribute('href')).toBe(
      'https://acme.example.com/claim?a=1&b=2',
    );
  });

  it('keeps hostile listing text inert and exact', () => {
    const html = fillDetailTemplate(TEMPLATE, listing({ title: HOSTILE, description: HOSTILE }));
    expect(html).not.toContain('<script>');
    const doc = parseHtml(html);
    expect(doc.querySelectorAll('script, img')).toHaveLength(1);
    expect(doc.querySelector('h1')?.textContent).toBe(HOSTILE);
    expect(doc.querySelectorAll('p')[1]?.textContent).toBe(HOSTILE);
  });

  it('replaces in one pass: a title that spells another marker stays as written', () => {
    const doc = parseHtml(fillDetailTemplate(TEMPLATE, listing({ title: description })));
    expect(doc.querySelector('h1')?.textContent).toBe(description);
    expect(doc.querySelectorAll('p')[1]?.textContent).toBe('Soft tee.');
  });

  it("gives an uploaded image its variants' srcset, as the app's <img> does", () => {
    const img = parseHtml(
      fillDetailTemplate(TEMPLATE, listing({ image_url: UPLOADED })),
    ).querySelector('img');
    expect(img?.getAttribute('srcset')).toMatch(/w800\.webp\?alt=media 800w, .*1600w$/);
    expect(img?.getAttribute('sizes')).toContain('100vw');
  });

  it('recognises a template, and not the plain shell', () => {
    expect(isDetailTemplate(TEMPLATE)).toBe(true);
    expect(isDetailTemplate('<html><body><div id="root"></div></body></html>')).toBe(false);
  });
});
