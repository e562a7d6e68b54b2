import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, directoryQueryParams, parseDirectoryQuery } from './directory-query';

describe('directory query string', () => {
  it('round-trips every filter', () => {
    const query = {
      city: 'Austin, TX',
      search: 'tee & cap',
      category: 'tech',
      view: 'list',
      within: 50,
    } as const;
    const params = directoryQueryParams(query);
    expect(params.toString()).toBe(
      'city=Austin%2C+TX&q=tee+%26+cap&category=tech&view=list&within=50',
    );
    expect(parseDirectoryQuery(params)).toEqual(query);
  });

  it('leaves defaults out so the plain directory URL stays /swag', () => {
    expect(directoryQueryParams(DEFAULT_QUERY).toString()).toBe('');
  });

  it('leaves the default distance out: ?city=Austin%2C+TX is 25 miles', () => {
    const params = directoryQueryParams({ ...DEFAULT_QUERY, city: 'Austin, TX', within: 25 });
    expect(params.toString()).toBe('city=Austin%2C+TX');
    expect(parseDirectoryQuery(params).within).toBe(25);
  });

  it('ignores unknown categories, views and distances and caps long values', () => {
    const parsed = parseDirectoryQuery(
      new URLSearchParams({ category: 'weapons', view: 'table', q: 'x'.repeat(500), within: '7' }),
    );
    expect(parsed.within).toBe(25);
    expect(parsed.category).toBe('');
    expect(parsed.view).toBe('grid');
    expect(parsed.search).toHaveLength(200);
  });
});
