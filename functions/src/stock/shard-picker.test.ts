import { describe, expect, it } from 'vitest';
import { fallbackOrder } from './shard-picker';

describe('fallbackOrder', () => {
  it('tries the open shards after the empty start first, wrapping round', () => {
    expect(fallbackOrder([0, 1, 3, 4, 7], 3)).toEqual([4, 7, 0, 1]);
    expect(fallbackOrder([5, 2], 9)).toEqual([2, 5]);
  });
  it('never retries the start shard or a shard twice', () => {
    expect(fallbackOrder([2, 2, 2], 2)).toEqual([]);
    expect(fallbackOrder([1, 1, 0], 0)).toEqual([1]);
  });
});
