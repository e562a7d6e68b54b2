import type { Category } from '@swagdrop/model';

/** One listing of the seed catalogue, before slug, image and dates are added. */
export interface CatalogItem {
  title: string;
  brand_name: string;
  /** The brand's site; the claim page is https://<domain>/swag/claim. */
  domain: string;
  category: Category;
  description: string;
  coupon_code: string | null;
  free_shipping: boolean;
  is_featured: boolean;
  /** null = nationwide. */
  location: string | null;
  /** Set when the listing came from an approved submission (it gets one, linked both ways). */
  submittedBy?: 'brand-account' | 'guest';
}

/** The two sign-in accounts the seed creates. */
export interface SeedAccount {
  email: string;
  password: string;
  uid: string;
}

export interface SeedSummary {
  counts: Record<string, number>;
  accounts: { admin: SeedAccount; brand: SeedAccount };
  ms: number;
}
