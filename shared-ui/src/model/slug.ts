/**
 * Slug rule (spec §5): lowercase, every run of non-alphanumeric characters becomes one hyphen,
 * leading and trailing hyphens trimmed. Only ASCII letters and digits survive, so slugs are
 * safe in URLs and document ids.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A unique slug (decisions.md): the base slug, else base-2, base-3, ... The first free one
 * among `taken` wins. An empty base (a title with no letters or digits) becomes "listing".
 */
export function uniqueSlug(title: string, taken: ReadonlySet<string>): string {
  const base = slugify(title) || 'listing';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
