/**
 * Claim search (admin Claim Logs, docs/product-rules.md#csv-export: first name, email, listing id,
 * item title, brand). Firestore has no substring search and allows one array-contains per query, so
 * each claim stores `search_keywords`: every prefix of every word-start suffix of each searched
 * field, normalised. The console then queries a single normalised term with array-contains, so
 * "cot", "cotton tee", "jane.doe@ex", "example.com" and a pasted listing id all match.
 */

/** Longer queries are cut to this length; keywords stop at it (keeps claim documents small). */
export const CLAIM_SEARCH_MAX_TERM = 40;

export interface ClaimSearchFields {
  first_name: string;
  email: string;
  listing_id: string;
  listing_title?: string | null;
  brand_name?: string | null;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Case-, width- and whitespace-insensitive form shared by keywords and queries. */
function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

function addFieldKeywords(value: string, out: Set<string>): void {
  const text = normalizeSearchText(value);
  for (let start = 0; start < text.length; start += 1) {
    const isWordStart =
      WORD_CHAR.test(text[start] ?? '') && (start === 0 || !WORD_CHAR.test(text[start - 1] ?? ''));
    if (!isWordStart) continue;
    const suffix = text.slice(start, start + CLAIM_SEARCH_MAX_TERM);
    for (let end = 1; end <= suffix.length; end += 1) {
      const prefix = suffix.slice(0, end);
      // A query is trimmed, so a keyword ending in a space could never be asked for.
      if (!prefix.endsWith(' ')) out.add(prefix);
    }
  }
}

/** The `search_keywords` array written on each claim by the claim function. */
export function claimSearchKeywords(claim: ClaimSearchFields): string[] {
  const keywords = new Set<string>();
  for (const value of [
    claim.first_name,
    claim.email,
    claim.listing_id,
    claim.listing_title,
    claim.brand_name,
  ]) {
    if (value) addFieldKeywords(value, keywords);
  }
  return [...keywords];
}

/**
 * The one term to query with `array-contains`; '' means "no search". Leading punctuation is
 * dropped because keywords always start at a letter or digit.
 */
export function claimSearchTerm(query: string): string {
  const text = normalizeSearchText(query);
  let start = 0;
  while (start < text.length && !WORD_CHAR.test(text[start] ?? '')) start += 1;
  return text.slice(start, start + CLAIM_SEARCH_MAX_TERM).trimEnd();
}
