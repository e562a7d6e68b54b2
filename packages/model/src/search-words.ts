/**
 * The words of a directory search (docs/product-rules.md#search), as both the forgiving search
 * (listing-search.ts) and the demand counts (what people look for but do not find) read them:
 * lowercase ASCII, accents and punctuation gone, spellings of one swag word made one word,
 * plurals made singular. The same function reads listings and queries, so they always agree.
 */

/**
 * Hyphenated or spaced spellings of one word ('T-Shirt', 't shirt', 'back pack'). Two-word
 * names ('Power Bank') keep both words; listing-search.ts also indexes them written together.
 */
const JOINED_FORMS: Readonly<Record<string, string>> = {
  t: 'tshirt',
  polo: 'polo',
  ball: 'cap',
  sweat: 'sweatshirt',
  hooded: 'hoodie',
  back: 'backpack',
  ear: 'earbud',
};
/** One pass over the text for every joined form (the index reads thousands of listings). */
const JOINED =
  /\b(?:(t)[\s-]+shirts?|(polo)[\s-]+shirts?|(ball)[\s-]*caps?|(sweat)[\s-]+shirts?|(hooded)[\s-]+sweatshirts?|(back)[\s-]+packs?|(ear)[\s-]+buds?)\b/g;

/** Words that find nothing on their own: left out of the index and of a search. */
const STOP_WORDS = new Set(
  'a an and are as at be by for from in is it of on or our the this to we while with you your'.split(
    ' ',
  ),
);

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

/** Singulars ending in '-ie' whose plural is '-ies' (most '-ies' plurals end in '-y': candy). */
const IE_WORDS = new Set(
  'hoodie cookie beanie goodie selfie movie smoothie brownie veggie zombie pixie rookie'.split(' '),
);

/** One form for a word and its plural ('hoodies', 'boxes', 'candies'); short words stay. */
export function canonicalWord(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) {
    const stem = word.slice(0, -3);
    return IE_WORDS.has(`${stem}ie`) ? `${stem}ie` : `${stem}y`;
  }
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The synonym table in canonical words: what searchWords looks up. A Map, not an object: a
 * listing or a search may hold any word, 'constructor' and '__proto__' included.
 */
export const SEARCH_SYNONYMS: ReadonlyMap<string, string> = new Map(
  Object.entries(SYNONYMS).map(([word, same]) => [canonicalWord(word), canonicalWord(same)]),
);

/** Lowercase ASCII text with one space between words: accents and punctuation removed. */
export function plainSearchText(text: string): string {
  // eslint-disable-next-line no-control-regex -- ASCII text needs no accent folding
  const ascii = /^[\u0000-\u007f]*$/.test(text);
  const folded = ascii ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return folded
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(JOINED, (match, ...groups: unknown[]) => {
      const first = groups.find((group) => typeof group === 'string');
      return JOINED_FORMS[first as string] ?? match;
    })
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface SearchTerm {
  /** The word as the index stores it: singular, synonyms made one. */
  word: string;
  /** The word as typed (lowercase ASCII): a typo in a plural is nearer to it than to `word`. */
  typed: string;
}

/** The words of a text, each as stored and as typed; stop words and lone letters left out. */
export function searchTerms(text: string): SearchTerm[] {
  const plain = plainSearchText(text);
  if (plain === '') return [];
  const terms: SearchTerm[] = [];
  for (const typed of plain.split(' ')) {
    // A lone letter ('t' of a mistyped 't-shrit') narrows nothing a visitor means.
    if (STOP_WORDS.has(typed) || (typed.length === 1 && !/\d/.test(typed))) continue;
    const canonical = canonicalWord(typed);
    terms.push({ word: SEARCH_SYNONYMS.get(canonical) ?? canonical, typed });
  }
  return terms;
}

/** The words of a text as the search and the demand counts read them. */
export function searchWords(text: string): string[] {
  return searchTerms(text).map((term) => term.word);
}
