// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { filterKeyOf, filterMatcher, matchesFilters } from '@swagdrop/model';
import { createListingSearch } from '@swagdrop/model/listing-search';
import { catalogueRows, evaluateSearch, SEARCH_QUERIES } from './search-quality';

/** The bench catalogue's size: the and README's scale for search. */
const ROWS = catalogueRows(10_000);

describe('forgiving search over the 10,000-listing bench catalogue', () => {
  let result: Awaited<ReturnType<typeof evaluateSearch>>;
  let misses: typeof result.outcomes;
  beforeAll(async () => {
    result = await evaluateSearch(ROWS);
    misses = result.outcomes.filter((o) => o.rank === null || o.rank > 3);
  });

  it('holds 200 committed queries, each naming a catalogue listing', () => {
    expect(SEARCH_QUERIES).toHaveLength(200);
    const slugs = new Set(ROWS.map((row) => row.id));
    expect(SEARCH_QUERIES.filter((q) => !slugs.has(q.expect))).toEqual([]);
  });

  it('puts the expected listing in the top 3 for at least 95 % of queries', () => {
    expect(result.top3Share, JSON.stringify(misses.slice(0, 10), null, 1)).toBeGreaterThanOrEqual(
      0.95,
    );
  });

  it('finds nothing for at most 2 % of queries that have an answer', () => {
    expect(result.zeroShare).toBeLessThanOrEqual(0.02);
  });

  it('still finds every listing the exact rule finds (the spec guarantee)', async () => {
    const search = createListingSearch();
    await search.sync(ROWS);
    const keys = ROWS.map(filterKeyOf);
    const probes = [
      ...SEARCH_QUERIES.slice(0, 40).map((q) => q.query),
      'otton',
      'ee',
      ' Sticker Pack ',
      'e-ring',
      '12 oz',
      'x',
    ];
    for (const text of probes) {
      const filters = { city: '', search: text, category: '' as const };
      const scores = search.search(text);
      const matches = filterMatcher(filters);
      const exact = ROWS.filter((row) => matchesFilters(row, filters));
      const found = new Set(ROWS.filter((row, i) => matches(keys[i]!, scores.has(row.id))));
      expect(
        exact.filter((row) => !found.has(row)).map((row) => row.id),
        text,
      ).toEqual([]);
    }
  });
});
