import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants';
import { isListingSlug } from './slug';

describe('isListingSlug: which route parameters can name a listing', () => {
  it.each([
    ['acme-conference-tee', true],
    ['9to5-mug', true],
    ['a'.repeat(LIMITS.slug), true],
    ['a'.repeat(LIMITS.slug + 1), false],
    ['Acme-Tee', false],
    ['-acme', false],
    ['acme--tee', false],
    ['acme tee', false],
    ['', false],
  ])('%j → %j', (value, expected) => {
    expect(isListingSlug(value)).toBe(expected);
  });
});
