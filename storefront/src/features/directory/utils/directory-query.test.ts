import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, directoryQueryParams, parseDirectoryQuery } from './directory-query';

describe('directory query string', () => {
  it('round-trips every filter', () => {
    const query = {
      city: 'Austin, TX',
      search: 'tee & cap',
      category: 'tech',
      view: 'list',
    } as const;
    const params = directoryQueryParams(query);
    expect(params.toString()).toBe('city=Austin%2C+TX&q=tee+%26+cap&category=tech&view=list');
    expect(parseDirectoryQuery(params)).toEqual(query);
  });

  it('leaves defaults out so the plain directory URL stays /swag', () => {
    expect(directoryQueryParams(DEFAULT_QUERY).toString()).toBe('');
  });

  it('ignores unknown categories and views and caps long values', () => {
    const parsed = parseDirectoryQuery(
      new URLSearchParams({ category: 'weapons', view: 'table', q: 'x'.repeat(500) }),
    );
    expect(parsed.category).toBe('');
    expect(parsed.view).toBe('grid');
    expect(parsed.search).toHaveLength(200);
  });
});
