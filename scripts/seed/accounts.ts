/** The two local sign-in accounts: a moderator (admin custom claim) and a brand. */
import type { SeedAdmin } from './admin';
import type { SeedAccount } from './types';

export const ADMIN_ACCOUNT = { email: 'admin@swagdrop.test', password: 'SwagAdmin!2026' };
export const BRAND_ACCOUNT = { email: 'brand@swagdrop.test', password: 'SwagBrand!2026' };

export async function createAccounts({
  auth,
}: SeedAdmin): Promise<{ admin: SeedAccount; brand: SeedAccount }> {
  const admin = await auth.createUser({
    ...ADMIN_ACCOUNT,
    displayName: 'SwagDrop Moderator',
    emailVerified: true,
  });
  await auth.setCustomUserClaims(admin.uid, { admin: true });
  const brand = await auth.createUser({
    ...BRAND_ACCOUNT,
    displayName: 'Canopy Supply Co.',
    emailVerified: true,
  });
  return {
    admin: { ...ADMIN_ACCOUNT, uid: admin.uid },
    brand: { ...BRAND_ACCOUNT, uid: brand.uid },
  };
}
