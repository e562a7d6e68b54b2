/**
 * Slug rule (docs/product-rules.md#listings): lowercase, every run of non-alphanumeric characters
 * becomes one hyphen, leading and trailing hyphens trimmed. Only ASCII letters and digits survive,
 * so slugs are safe in URLs and document ids. A title with no letters or digits becomes "listing".
 */
export function baseSlug(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'listing';
}

/**
 * A unique slug (docs/product-rules.md#listings): the base slug, else base-2, base-3, ... The first
 * free one among `taken` wins.
 */
export function uniqueSlug(title: string, taken: ReadonlySet<string>): string {
  const base = baseSlug(title);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
