/**
 * Firebase's password-reset email link, as the page it opens reads it. Firebase puts `oobCode`
 * and `mode` in the query string; the hash is read too, like the spec's original page did for
 * its tokens. Used by /admin/reset-password and the storefront's /reset-password.
 */
export function readResetCode(search: string, hash = ''): string | null {
  for (const source of [search, hash.replace(/^#/, '')]) {
    const params = new URLSearchParams(source);
    const code = params.get('oobCode');
    const mode = params.get('mode');
    if (code && (!mode || mode === 'resetPassword')) return code;
  }
  return null;
}

/**
 * The code of Firebase's email-verification link. The project's one email action URL is the
 * storefront's /reset-password (README, Deploying), so that page also receives these links
 * (`mode=verifyEmail`) and verifies the address instead.
 */
export function readVerifyEmailCode(search: string): string | null {
  const params = new URLSearchParams(search);
  const code = params.get('oobCode');
  return code && params.get('mode') === 'verifyEmail' ? code : null;
}

/**
 * A project has one email action URL (README, Deploying): the storefront's /reset-password.
 * A link whose continue URL is on the admin console's site was asked for on /admin/login, so
 * that page hands it, query unchanged, to the console's own reset page. Null for a brand's
 * link (or any other continue URL), which the storefront page handles itself.
 */
export function adminResetTarget(search: string, adminUrl: string): string | null {
  const continueUrl = new URLSearchParams(search).get('continueUrl');
  if (!continueUrl) return null;
  let admin: URL;
  let target: URL;
  try {
    admin = new URL(adminUrl);
    target = new URL(continueUrl);
  } catch {
    return null;
  }
  if (target.origin !== admin.origin) return null;
  return `${admin.origin}/admin/reset-password${search.startsWith('?') ? search : `?${search}`}`;
}
