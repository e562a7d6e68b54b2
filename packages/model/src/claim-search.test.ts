import { describe, expect, it } from 'vitest';
import { CLAIM_SEARCH_MAX_TERM, claimSearchKeywords, claimSearchTerm } from './claim-search';

const claim = {
  first_name: 'Jane',
  email: 'Jane.Doe@Example.com',
  listing_id: 'AbC123xyz',
  listing_title: 'Organic Cotton Tee',
  brand_name: 'Acme & Co',
};

/** What the admin console does: one normalised term, array-contains. */
function matches(query: string, fields = claim): boolean {
  const term = claimSearchTerm(query);
  return term === '' || claimSearchKeywords(fields).includes(term);
}

describe('claim search keywords', () => {
  it.each([
    'jane',
    'Ja',
    'JANE.DOE@EXAMPLE.COM',
    'jane.doe@ex',
    'doe@example',
    'example.com',
    'abc123xyz',
    'AbC1',
    'organic cotton tee',
    'cotton',
    'Cotton Tee',
    'tee',
    'acme & co',
    'co',
    '  cotton   tee  ',
  ])('finds the claim by %j', (query) => {
    expect(matches(query)).toBe(true);
  });

  it.each(['otton', 'jane doe', 'xyz', 'tee shirt', 'other brand', 'example.org'])(
    'does not find the claim by %j',
    (query) => {
      expect(matches(query)).toBe(false);
    },
  );

  it('treats an empty or blank query as no search', () => {
    expect(claimSearchTerm('')).toBe('');
    expect(claimSearchTerm('   ')).toBe('');
    expect(claimSearchTerm('@@@')).toBe('');
  });

  it('drops leading punctuation from a query (keywords start at a letter or digit)', () => {
    expect(claimSearchTerm('@example')).toBe('example');
    expect(matches('@example.com')).toBe(true);
  });

  it('cuts long queries to the keyword length so a long value still matches', () => {
    const title = 'A very long limited edition conference hoodie in midnight blue';
    const fields = { ...claim, listing_title: title };
    expect(claimSearchTerm(title).length).toBeLessThanOrEqual(CLAIM_SEARCH_MAX_TERM);
    expect(matches(title, fields)).toBe(true);
    expect(matches('midnight blue', fields)).toBe(true);
  });

  it('ignores missing optional fields and never emits blank or space-ended keywords', () => {
    const keywords = claimSearchKeywords({ ...claim, listing_title: null, brand_name: undefined });
    expect(keywords).not.toContain('organic');
    expect(keywords.every((k) => k.length > 0 && k === k.trim())).toBe(true);
    expect(new Set(keywords).size).toBe(keywords.length);
  });

  it('matches accented and full-width text case-insensitively', () => {
    const fields = { ...claim, first_name: 'Zoë', brand_name: 'ＡＣＭＥ' };
    expect(matches('zoë', fields)).toBe(true);
    expect(matches('acme', fields)).toBe(true);
  });

  it('stays well under Firestore index limits for maximal fields', () => {
    const keywords = claimSearchKeywords({
      first_name: 'x'.repeat(80),
      email: `${'a.'.repeat(100)}@example.com`,
      listing_id: 'i'.repeat(128),
      listing_title: 'word '.repeat(24),
      brand_name: 'b '.repeat(40),
    });
    expect(keywords.length).toBeLessThan(5000);
  });
});
