import { describe, expect, it } from 'vitest';
import { plainSearchText, searchWords, canonicalWord } from './search-words';

describe('searchWords', () => {
  it.each([
    ['T-Shirt', ['tshirt']],
    ['t shirts', ['tshirt']],
    ['tshirt', ['tshirt']],
    ['Tees', ['tshirt']],
    ['Hoodies', ['hoodie']],
    ['hoody', ['hoodie']],
    ['sweat-shirt', ['hoodie']],
    ['Crème  Brûlée!', ['creme', 'brulee']],
    ["Women's Socks", ['women', 'sock']],
    ['Water Bottles', ['water', 'bottle']],
    ['back pack', ['backpack']],
    ['   ', []],
    // Words an object holds as keys are plain words too (listings and visitors type anything).
    ['constructor toString __proto__ valueOf', ['constructor', 'tostring', 'proto', 'valueof']],
  ])('%s reads as %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it('reads a query and a listing the same way, so a synonym finds the listing', () => {
    expect(searchWords('tee')).toEqual(searchWords('T-Shirt'));
    expect(searchWords('sweatshirt')).toEqual(searchWords('hoodie'));
  });
});

describe('canonicalWord', () => {
  it.each([
    ['hoodies', 'hoodie'],
    ['cookies', 'cookie'],
    ['boxes', 'box'],
    ['candies', 'candy'],
    ['sunglasses', 'sunglass'],
    ['dress', 'dress'],
    ['bus', 'bus'],
    ['cap', 'cap'],
  ])('%s → %s', (word, single) => {
    expect(canonicalWord(word)).toBe(single);
  });
});

describe('plainSearchText', () => {
  it('drops accents, apostrophes and punctuation', () => {
    expect(plainSearchText("  Café's  Mugs, 2-pack ")).toBe('cafes mugs 2 pack');
  });
});
