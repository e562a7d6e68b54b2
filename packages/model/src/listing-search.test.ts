import { describe, expect, it } from 'vitest';
import { createListingSearch, type SearchableListing } from './listing-search';

const listing = (
  id: string,
  title: string,
  brand_name = 'Acme',
  description = '',
): SearchableListing => ({
  id,
  title,
  brand_name,
  description,
});

const CATALOGUE = [
  listing('hoodie', 'Hackathon Hoodie', 'Stackline', 'Navy zip hoodie.'),
  listing('tshirt', 'Classic Logo T-Shirt', 'Northwind', 'Ringspun cotton.'),
  listing('mug', 'Coffee Mug', 'Loop & Lantern', 'Stoneware, 12 oz.'),
  listing('stickers', 'Sticker Pack', 'Quill', 'Ten die-cut vinyl stickers.'),
  listing('pad', 'Mouse Pad', 'Harbor', 'Extra-wide desk mat.'),
];

function ids(text: string, rows = CATALOGUE): string[] {
  const search = createListingSearch();
  search.sync(rows);
  return [...search.search(text).entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

describe('createListingSearch', () => {
  it.each([
    ['hodie', 'hoodie'],
    ['hood', 'hoodie'],
    ['Hoodies', 'hoodie'],
    ['sweatshirt', 'hoodie'],
    ['tshirt', 'tshirt'],
    ['tee', 'tshirt'],
    ['t shirts', 'tshirt'],
    ['cofee mugs', 'mug'],
    ['stickers', 'stickers'],
    ['mousepad', 'pad'],
    ['stackline', 'hoodie'],
    ['stoneware', 'mug'],
  ])('%s finds the %s listing first', (text, id) => {
    expect(ids(text)[0]).toBe(id);
  });

  it("indexes and finds any word, 'constructor' and 'toString' too", () => {
    const rows = [...CATALOGUE, listing('odd', 'Constructor Cap', 'toString Labs', 'valueOf')];
    expect(ids('constructor')).toEqual([]);
    expect(ids('constructor', rows)).toEqual(['odd']);
    expect(ids('tostring valueof', rows)).toEqual(['odd']);
  });

  it('needs every typed word: more words narrow', () => {
    expect(ids('coffee')).toEqual(['mug']);
    expect(ids('coffee hoodie')).toEqual([]);
  });

  it('forgives no typo in a word with digits: a year or a code is exact', () => {
    const rows = [
      listing('2025', 'Hackathon 2025 Hoodie'),
      listing('2024', 'Hackathon 2024 Hoodie'),
    ];
    expect(ids('2025', rows)).toEqual(['2025']);
    expect(ids('hackaton 2024', rows)).toEqual(['2024']);
  });

  it('finds nothing for a blank text or for words unlike any listing', () => {
    expect(ids('   ')).toEqual([]);
    expect(ids('the')).toEqual([]);
    expect(ids('zzqx')).toEqual([]);
  });

  it('ranks a word in the title over the brand over the description', () => {
    const rows = [
      listing('description', 'Water Bottle', 'Acme', 'Comes with a lanyard.'),
      listing('title', 'Lanyard', 'Acme', 'Woven strap.'),
      listing('brand', 'Tote Bag', 'Lanyard Labs', 'Canvas.'),
    ];
    expect(ids('lanyard', rows)).toEqual(['title', 'brand', 'description']);
  });

  it('follows the directory: adds new rows, re-reads changed ones, drops gone ones', () => {
    const search = createListingSearch();
    search.sync(CATALOGUE);
    expect(search.size).toBe(CATALOGUE.length);
    const renamed = { ...CATALOGUE[2]!, title: 'Travel Tumbler' };
    search.sync([listing('new', 'Rain Jacket'), renamed, ...CATALOGUE.slice(3)]);
    expect(search.size).toBe(4);
    expect([...search.search('jacket').keys()]).toEqual(['new']);
    expect([...search.search('tumbler').keys()]).toEqual(['mug']);
    expect(search.search('coffee').has('mug')).toBe(false);
    expect(search.search('hoodie').size).toBe(0);
  });

  /** More rows than one description slice: descriptions are indexed after titles and brands. */
  const many = (count: number) =>
    Array.from({ length: count }, (_, i) => listing(`filler${i}`, `Filler ${i}`, 'Acme', 'Plain.'));

  it('searches descriptions once their slices are in, and ranks them below titles', async () => {
    const search = createListingSearch();
    const rows = [
      listing('title', 'Lanyard', 'Acme', 'Woven strap.'),
      listing('description', 'Water Bottle', 'Acme', 'Comes with a lanyard.'),
      ...many(1200),
    ];
    const descriptions = search.sync(rows);
    expect(search.pending).toBe(true);
    expect([...search.search('lanyard').keys()]).toEqual(['title']);
    await descriptions;
    expect(search.pending).toBe(false);
    const found = search.search('lanyard');
    expect([...found.keys()].sort()).toEqual(['description', 'title']);
    expect(found.get('title')).toBeGreaterThan(found.get('description') ?? 0);
  });

  it('keeps indexing descriptions when one sync carries a row twice, and after a change', async () => {
    const search = createListingSearch();
    const first = listing('bottle', 'Water Bottle', 'Acme', 'Comes with a lanyard.');
    const again = { ...first, description: 'Comes with a carabiner.' };
    await search.sync([first, ...many(600), again]);
    expect([...search.search('carabiner').keys()]).toEqual(['bottle']);
    await search.sync([{ ...again, description: 'Comes with a keyring.' }, ...many(600)]);
    expect([...search.search('keyring').keys()]).toEqual(['bottle']);
    expect(search.search('carabiner').size).toBe(0);
    expect(search.pending).toBe(false);
  });
});
