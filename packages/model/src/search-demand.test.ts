import { describe, expect, it } from 'vitest';
import {
  DEMAND_MAX_CHARS,
  demandDay,
  demandKey,
  demandWindowStart,
  demandWords,
  isPlaceLabelShape,
  searchDemandInputSchema,
} from './search-demand';
import { searchWords } from './search-words';

describe('demandWords', () => {
  it.each([
    ['Hoodies', 'hoodie'],
    ['  Crème Brûlée T-Shirts! ', 'creme brulee tshirt'],
    ['water.bottle', 'water bottle'],
    ['one two three four five six seven eight nine ten', 'one two three four five six seven eight'],
    ['!!!', null],
    ['', null],
  ])('%j counts as %j', (text, words) => {
    expect(demandWords(text)).toBe(words);
  });

  it('drops trailing words to stay within 80 characters and never counts one overlong word', () => {
    const long = `${'a'.repeat(50)} ${'b'.repeat(40)}`;
    expect(demandWords(long)).toBe('a'.repeat(50));
    expect(demandWords('z'.repeat(DEMAND_MAX_CHARS + 1))).toBeNull();
  });

  it('gives what searchWords gives for ordinary text, and that text passes the schema', () => {
    const words = demandWords('Conference Tees, Austin');
    expect(words).toBe(searchWords('Conference Tees, Austin').join(' '));
    expect(searchDemandInputSchema.safeParse({ words, place: null }).success).toBe(true);
  });
});

describe('searchDemandInputSchema', () => {
  const ok = (data: unknown) => searchDemandInputSchema.safeParse(data).success;

  it('accepts normalised words with a place label or null', () => {
    expect(ok({ words: 'zzqx', place: 'Austin, TX' })).toBe(true);
    expect(ok({ words: 'hoodie sock', place: null })).toBe(true);
    expect(ok({ words: 'kailua', place: 'Kailua, HI' })).toBe(true);
  });

  it.each([
    ['words that searchWords would change', { words: 'hoodies', place: null }],
    ['upper case', { words: 'Hoody', place: null }],
    ['punctuation', { words: 'hoodie!', place: null }],
    ['double spaces', { words: 'a  b', place: null }],
    ['nine words', { words: 'a b c d e f g h i', place: null }],
    ['empty words', { words: '', place: null }],
    ['10 KB of words', { words: 'a'.repeat(10_000), place: null }],
    ['a control character', { words: 'a\u0000b', place: null }],
    ['words as an object', { words: { toString: 'x' }, place: null }],
    ['a missing place', { words: 'mug' }],
    ['an unknown state', { words: 'mug', place: 'Austin, XX' }],
    ['a lower-case state', { words: 'mug', place: 'Austin, tx' }],
    ['a place without a state', { words: 'mug', place: 'Austin' }],
    ['a control character in the place', { words: 'mug', place: 'Aus\u0007tin, TX' }],
    ['a 10 KB place', { words: 'mug', place: `${'A'.repeat(10_000)}, TX` }],
    ['coordinates', { words: 'mug', place: null, lat: 30.2, lng: -97.7 }],
    ['an extra key', { words: 'mug', place: null, email: 'a@example.com' }],
    ['an array', ['mug']],
  ])('refuses %s', (_name, data) => {
    expect(ok(data)).toBe(false);
  });
});

describe('place labels', () => {
  it.each([
    ['Austin, TX', true],
    ['Cañon City, CO', true],
    ['Washington, DC', true],
    [' Austin, TX', false],
    ['Austin,TX', false],
    ['Austin, Texas', false],
    ['Austin, TX, USA', false],
  ])('%j is a label: %s', (label, expected) => {
    expect(isPlaceLabelShape(label)).toBe(expected);
  });
});

describe('days and keys', () => {
  it('counts on the UTC day and looks back 7 days including today', () => {
    expect(demandDay(new Date('2026-12-02T23:59:59Z'))).toBe('2026-12-02');
    expect(demandWindowStart('2026-12-02')).toBe('2026-11-26');
    expect(demandWindowStart('2026-03-03')).toBe('2026-02-25');
  });

  it('keys a count by day, words and place', () => {
    expect(demandKey('2026-12-02', 'mug', 'Austin, TX')).toBe('2026-12-02|mug|Austin, TX');
    expect(demandKey('2026-12-02', 'mug', null)).toBe('2026-12-02|mug|');
    expect(demandKey('2026-12-02', 'mug', null)).not.toBe(demandKey('2026-12-03', 'mug', null));
  });
});
