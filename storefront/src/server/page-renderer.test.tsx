// @vitest-environment node
// The page functions render in Node, where Emotion has no document to insert styles into.
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { itemsFound, toListingDetail, type DirectoryRow } from '@swagdrop/model';
import { pageRenderer } from './page-renderer';

const HOSTILE = `<img src=x onerror=window.__xss=1></script><script>window.__xss=1</script>"'&`;

function row(id: string, overrides: Partial<DirectoryRow> = {}): DirectoryRow {
  return toListingDetail(id, {
    slug: `slug-${id}`,
    title: `Title ${id}`,
    brand_name: 'Acme',
    description: 'Soft tee',
    category: 'shirts',
    image_url: `https://cdn.example.com/${id}.png`,
    is_featured: false,
    target_scope: 'nationwide',
    external_claim_url: 'https://acme.example.com/claim',
    created_at: 1_700_000_000_000,
    updated_at: 1_700_000_000_000,
    ...overrides,
  });
}

/** The shell as a browser parses it, with the head tags the renderer asks for. */
function parse({ head, shell }: { head: string; shell: string }) {
  return new JSDOM(`<!doctype html><html><head>${head}</head><body>${shell}</body></html>`).window
    .document;
}

describe('pageRenderer', () => {
  it("renders a listing's detail view with hostile text inert and exact", () => {
    const listing = toListingDetail('abc', {
      ...row('abc'),
      title: HOSTILE,
      description: HOSTILE,
      coupon_code: 'SAVE10',
    });
    const doc = parse(pageRenderer.listing(listing, '/swag/slug-abc'));
    expect(doc.querySelector('#boot-shell h1')?.textContent).toBe(HOSTILE);
    expect(doc.querySelectorAll('#boot-shell script')).toHaveLength(0);
    expect(doc.body.textContent).toContain('SAVE10');
    const shell = doc.getElementById('boot-shell');
    expect(shell?.hasAttribute('inert')).toBe(true);
    expect(shell?.getAttribute('aria-hidden')).toBe('true');
  });

  it('puts every style in the head, under the app cache key, none in the body', () => {
    const doc = parse(pageRenderer.listing(row('abc') as never, '/swag/slug-abc'));
    expect(doc.body.querySelectorAll('style')).toHaveLength(0);
    const emotion = Array.from(doc.head.querySelectorAll('style[data-emotion]'));
    expect(emotion.length).toBeGreaterThan(0);
    expect(emotion.every((s) => /^css(-global)? /.test(s.getAttribute('data-emotion') ?? ''))).toBe(
      true,
    );
    expect(emotion.map((s) => s.textContent).join('')).toContain('MuiTypography-root');
  });

  it('disables every form control of a shell and leaves out test ids', () => {
    const doc = parse(pageRenderer.listing(row('abc') as never, '/swag/slug-abc'));
    const controls = Array.from(doc.querySelectorAll('#boot-shell button, #boot-shell input'));
    expect(controls.length).toBeGreaterThan(0);
    expect(controls.filter((c) => !c.closest('fieldset[disabled]'))).toEqual([]);
    // MUI's icons carry a test id in development builds only.
    expect(doc.querySelectorAll('#boot-shell [data-testid]:not(svg)')).toHaveLength(0);
  });

  it('renders /swag with the given cards and the real counts', () => {
    const featured = [row('f1', { is_featured: true, title: HOSTILE })];
    const regular = [row('r1'), row('r2')];
    const doc = parse(pageRenderer.directory({ featured, regular, total: 1234, featuredTotal: 7 }));
    const cards = Array.from(doc.querySelectorAll('#boot-shell article'));
    expect(cards).toHaveLength(3);
    expect(cards[0]?.textContent).toContain(HOSTILE);
    expect(doc.body.textContent).toContain(itemsFound(1234));
    expect(doc.body.textContent).toContain('(7)');
    expect(doc.querySelector('#boot-shell img')?.getAttribute('loading')).toBe('eager');
  });

  it('renders /swag without data as its intro alone', () => {
    const doc = parse(pageRenderer.directory(null));
    expect(doc.querySelector('#boot-shell h1')).not.toBeNull();
    expect(doc.querySelectorAll('#boot-shell article')).toHaveLength(0);
  });
});
