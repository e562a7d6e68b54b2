// @vitest-environment node
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { SearchDemandRow } from '@swagdrop/model';
import { countDocId, placeSummaryId } from './demand-keys';
import { sumCounts, topRows } from './rollup';

/** A stored count document as the roll-up reads it (only `get`). */
const stored = (data: Record<string, unknown>) =>
  ({ get: (field: string) => data[field] }) as unknown as QueryDocumentSnapshot;

describe('search demand roll-up', () => {
  it('sums the shards and days of each (words, place) and skips what it cannot read', () => {
    const totals = new Map<string, SearchDemandRow>();
    sumCounts(
      [
        stored({ words: 'mug', place: 'Austin, TX', count: 3 }),
        stored({ words: 'mug', place: 'Austin, TX', count: 2 }),
        stored({ words: 'mug', place: null, count: 1 }),
        stored({ words: 'mug', place: 'Portland, OR', count: 4 }),
        stored({ words: 42, place: null, count: 9 }),
        stored({ words: 'cap', place: null, count: -1 }),
        stored({ words: 'cap', place: null, count: 'many' }),
      ],
      totals,
    );
    expect([...totals.values()]).toEqual([
      { words: 'mug', place: 'Austin, TX', count: 5 },
      { words: 'mug', place: null, count: 1 },
      { words: 'mug', place: 'Portland, OR', count: 4 },
    ]);
  });

  it('ranks by count, then words, then place, and keeps the top', () => {
    const rows: SearchDemandRow[] = [
      { words: 'b', place: null, count: 2 },
      { words: 'a', place: 'Austin, TX', count: 2 },
      { words: 'a', place: null, count: 2 },
      { words: 'c', place: null, count: 7 },
    ];
    expect(topRows(rows, 3)).toEqual([
      { words: 'c', place: null, count: 7 },
      { words: 'a', place: null, count: 2 },
      { words: 'a', place: 'Austin, TX', count: 2 },
    ]);
  });

  it('names a count by day, a hash of its key and the shard; a place list by a hash', () => {
    const id = countDocId('2026-12-02', 'mug', 'Austin, TX', 7);
    expect(id).toMatch(/^2026-12-02_[0-9a-f]{24}_7$/);
    expect(countDocId('2026-12-02', 'mug', null, 7)).not.toBe(id);
    expect(placeSummaryId('Austin, TX')).toMatch(/^[0-9a-f]{24}$/);
  });
});
