/**
 * Admin power: the `admin` custom claim (set only by `npm run admin -- grant`, never by a
 * user) on an account whose email Firebase has verified. Without the verified email, a
 * look-alike account (an unverified sign-up for someone else's address that was granted the
 * claim by mistake) would act as a moderator. firestore.rules and storage.rules `isAdmin()`
 * mirror this; the admin functions and the console call it on the decoded ID token.
 */
export function hasAdminPower(claims: Readonly<Record<string, unknown>>): boolean {
  return claims.admin === true && claims.email_verified === true;
}
