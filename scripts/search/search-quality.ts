/**
 * How well the forgiving search finds what visitors mean (docs/search.md): the committed queries
 * (search-queries.json) against the bench catalogue (scripts/bench/search-catalogue.ts), ranked
 * as the directory ranks them (the exact rule plus the search's scores). Used by the quality
 * test and printed by `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { filterKeyOf, filterMatcher, rankBySearch, type FilterableListing } from '@swagdrop/model';
import { createListingSearch } from '@swagdrop/model/listing-search';
import { catalogueListing } from '../bench/search-catalogue';

export interface SearchQuery {
  query: string;
  /** The slug of the listing the query should find (bench-swag-<i>). */
  expect: string;
  kind: string;
}

export const SEARCH_QUERIES: SearchQuery[] = (
  JSON.parse(readFileSync(new URL('./search-queries.json', import.meta.url), 'utf8')) as {
    queries: SearchQuery[];
  }
).queries;

type Row = FilterableListing & { id: string };

/** The bench catalogue's first n listings as directory rows, newest first (i = 0 is newest). */
export function catalogueRows(n: number): Row[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `bench-swag-${i}`,
    ...catalogueListing(i),
    target_scope: 'nationwide' as const,
    target_location: null,
    is_featured: false,
    created_at: n - i,
  }));
}

export interface QueryOutcome extends SearchQuery {
  /** 1-based place of the expected listing, or null when it is not in the results. */
  rank: number | null;
  results: number;
  top: string[];
}

/** Runs every query as the directory would and says where the expected listing came. */
export async function evaluateSearch(rows: Row[], queries: SearchQuery[] = SEARCH_QUERIES) {
  const search = createListingSearch();
  await search.sync(rows);
  const keys = rows.map(filterKeyOf);
  const outcomes: QueryOutcome[] = queries.map((q) => {
    const scores = search.search(q.query);
    const matches = filterMatcher({ city: '', search: q.query, category: '' });
    const found = rows.filter((row, i) => matches(keys[i]!, scores.has(row.id)));
    const ranked = rankBySearch(found, scores);
    const at = ranked.findIndex((row) => row.id === q.expect);
    return {
      ...q,
      rank: at < 0 ? null : at + 1,
      results: ranked.length,
      top: ranked.slice(0, 3).map((row) => `${row.title} / ${row.brand_name}`),
    };
  });
  const inTop3 = outcomes.filter((o) => o.rank !== null && o.rank <= 3).length;
  const zero = outcomes.filter((o) => o.results === 0).length;
  return {
    outcomes,
    top3Share: inTop3 / outcomes.length,
    zeroShare: zero / outcomes.length,
  };
}
