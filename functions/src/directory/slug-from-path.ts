import { LIMITS, SLUG_PATTERN } from '@swagdrop/model';

/** `/swag/<slug>` → slug, or null when the path cannot name a listing (no read needed). */
export function slugFromPath(path: string): string | null {
  const match = /^\/swag\/([^/]+)\/?$/.exec(path);
  if (!match?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return slug.length <= LIMITS.slug && SLUG_PATTERN.test(slug) ? slug : null;
}
