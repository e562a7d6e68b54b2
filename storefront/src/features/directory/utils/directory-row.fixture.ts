import type { DirectoryRow } from '@swagdrop/model';

let made = 0;

/** A plain nationwide directory row for unit tests: ids, slugs and dates count up. */
export function directoryRow(overrides: Partial<DirectoryRow> = {}): DirectoryRow {
  made += 1;
  return {
    id: `id${made}`,
    slug: `s${made}`,
    title: `Item ${made}`,
    brand_name: 'Acme',
    description: 'Free',
    category: 'shirts',
    image_url: '',
    is_featured: false,
    coupon_code: null,
    free_shipping: false,
    target_scope: 'nationwide',
    target_location: null,
    target_place: null,
    created_at: made,
    updated_at: made,
    expires_at: null,
    expired: false,
    quantity: null,
    all_claimed: false,
    ...overrides,
  };
}
