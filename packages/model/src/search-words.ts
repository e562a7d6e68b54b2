/**
 * The words of a directory search (docs/product-rules.md#search), as both the forgiving search
 * (listing-search.ts) and the demand counts (what people look for but do not find) read them:
 * lowercase ASCII, accents and punctuation gone, spellings of one swag word made one word,
 * plurals and singulars made one form. The same function reads listings and queries, so they always agree.
 */

/** Hyphenated or spaced forms that are one word to a shopper ('T-Shirt', 't shirt'). */
const JOINED_FORMS: [RegExp, string][] = [
  [/\bt[\s-]+shirts?\b/g, 'tshirt'],
  [/\bpolo[\s-]+shirts?\b/g, 'polo'],
  [/\bwater[\s-]+bottles?\b/g, 'bottle'],
  [/\btote[\s-]+bags?\b/g, 'tote'],
  [/\bphone[\s-]+cases?\b/g, 'phonecase'],
  [/\bpower[\s-]+banks?\b/g, 'powerbank'],
  [/\bball[\s-]*caps?\b/g, 'cap'],
  [/\bbaseball[\s-]+caps?\b/g, 'cap'],
  [/\bsweat[\s-]+shirts?\b/g, 'sweatshirt'],
  [/\bhooded[\s-]+sweatshirts?\b/g, 'hoodie'],
  [/\bback[\s-]*packs?\b/g, 'backpack'],
  [/\bear[\s-]*buds?\b/g, 'earbud'],
];

/**
 * Words shoppers use for the same thing: each maps to the one the index stores. A small table
 * on purpose: only words that name the same item, never related items (a mug is not a cup
 * of coffee).
 */
const SYNONYMS: Readonly<Record<string, string>> = {
  tee: 'tshirt',
  tshirt: 'tshirt',
  shirt: 'tshirt',
  hoody: 'hoodie',
  hoodie: 'hoodie',
  sweatshirt: 'hoodie',
  pullover: 'hoodie',
  beanie: 'beanie',
  toque: 'beanie',
  hat: 'cap',
  cap: 'cap',
  snapback: 'cap',
  bottle: 'bottle',
  flask: 'bottle',
  tumbler: 'bottle',
  mug: 'mug',
  cup: 'mug',
  sticker: 'sticker',
  decal: 'sticker',
  tote: 'tote',
  bag: 'bag',
  sock: 'sock',
  notebook: 'notebook',
  journal: 'notebook',
  pen: 'pen',
  powerbank: 'powerbank',
  earbud: 'earbud',
  sunglass: 'sunglass',
  shade: 'sunglass',
  coupon: 'coupon',
  voucher: 'coupon',
};

/**
 * One form for a word and its plural ('hoodies', 'boxes', 'candies'). '-ie' and '-ies' both
 * end in 'y' ('hoodie', 'hoodies' → 'hoody'; 'candy', 'candies' → 'candy'), since English
 * spells the singulars both ways. Short words stay as they are.
 */
export function canonicalWord(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ie')) return `${word.slice(0, -2)}y`;
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The synonym table in canonical words: what searchWords looks up. */
export const SEARCH_SYNONYMS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SYNONYMS).map(([word, same]) => [canonicalWord(word), canonicalWord(same)]),
);

/** Lowercase ASCII text with one space between words: accents and punctuation removed. */
export function plainSearchText(text: string): string {
  let plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '');
  for (const [form, word] of JOINED_FORMS) plain = plain.replace(form, word);
  return plain.replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The words of a text as the search and the demand counts read them. */
export function searchWords(text: string): string[] {
  const plain = plainSearchText(text);
  if (plain === '') return [];
  return plain.split(' ').map((word) => {
    const canonical = canonicalWord(word);
    return SEARCH_SYNONYMS[canonical] ?? canonical;
  });
}
