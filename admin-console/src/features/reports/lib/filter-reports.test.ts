import { describe, expect, it } from 'vitest';
import { filterReports, type FilterableReport } from './filter-reports';

const reports: (FilterableReport & { id: string })[] = [
  {
    id: 'a',
    status: 'pending',
    listing_title: 'Organic Cotton Tee',
    brand_name: 'Acme',
    reporter_email: 'jane@example.com',
    reason: 'out_of_stock',
  },
  {
    id: 'b',
    status: 'reviewed',
    listing_title: null,
    brand_name: 'Globex',
    reporter_email: null,
    reason: 'link_broken',
  },
  {
    id: 'c',
    status: 'resolved',
    listing_title: 'Sticker Pack',
    brand_name: 'Initech',
    reporter_email: 'bob@example.org',
    reason: 'legacy_reason',
  },
];

const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe('filterReports', () => {
  it('filters by status, all keeps everything', () => {
    expect(ids(filterReports(reports, 'pending', ''))).toEqual(['a']);
    expect(ids(filterReports(reports, 'resolved', ''))).toEqual(['c']);
    expect(ids(filterReports(reports, 'all', ''))).toEqual(['a', 'b', 'c']);
  });

  it.each([
    ['cotton', ['a']],
    ['GLOBEX', ['b']],
    ['example.org', ['c']],
    ['link_broken', ['b']],
    ['Link broken', ['b']],
    ['out of stock', ['a']],
    ['legacy', ['c']],
    ['example', ['a', 'c']],
    ['  tee  ', ['a']],
    ['nothing matches', []],
  ])('search %j → %j', (search, expected) => {
    expect(ids(filterReports(reports, 'all', search))).toEqual(expected);
  });

  it('combines status and search', () => {
    expect(ids(filterReports(reports, 'pending', 'example'))).toEqual(['a']);
    expect(ids(filterReports(reports, 'reviewed', 'example'))).toEqual([]);
  });
});
