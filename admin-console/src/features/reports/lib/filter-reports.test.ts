import { describe, expect, it } from 'vitest';
import { filterReports, type FilterableReport, type ReportFilter } from './filter-reports';

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

describe('filterReports', () => {
  // Status filter (all keeps everything) and a search over title, brand, reporter email and
  // reason (stored value or label), case-insensitive and trimmed.
  it.each<[ReportFilter, string, string[]]>([
    ['pending', '', ['a']],
    ['resolved', '', ['c']],
    ['all', '', ['a', 'b', 'c']],
    ['all', 'cotton', ['a']],
    ['all', 'GLOBEX', ['b']],
    ['all', 'example.org', ['c']],
    ['all', 'link_broken', ['b']],
    ['all', 'Link broken', ['b']],
    ['all', 'out of stock', ['a']],
    ['all', 'legacy', ['c']],
    ['all', 'example', ['a', 'c']],
    ['all', '  tee  ', ['a']],
    ['all', 'nothing matches', []],
    ['pending', 'example', ['a']],
    ['reviewed', 'example', []],
  ])('%s, search %j → %j', (status, search, expected) => {
    expect(filterReports(reports, status, search).map((r) => r.id)).toEqual(expected);
  });
});
