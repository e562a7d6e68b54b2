/**
 * Origin checks of the HTTP checkout functions, kept free of Firebase imports so they can be
 * unit-tested: CORS answers only our storefront, and checkout may only return to it.
 */

export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/** True when the request's Origin header is exactly one of the allowed site origins. */
export function isAllowedOrigin(origin: string | undefined, allowedSites: readonly string[]) {
  if (!origin) return false;
  return allowedSites.some((site) => originOf(site) === origin);
}

/**
 * A redirect target for Checkout: an absolute http(s) URL on the site's own origin, without
 * credentials. Stripe substitutes `{CHECKOUT_SESSION_ID}`, so that placeholder is allowed.
 */
export function isOwnSiteUrl(url: string, site: string): boolean {
  const siteOrigin = originOf(site);
  let parsed: URL;
  try {
    parsed = new URL(url.replaceAll('{CHECKOUT_SESSION_ID}', 'cs_placeholder'));
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  return siteOrigin !== null && parsed.origin === siteOrigin;
}
