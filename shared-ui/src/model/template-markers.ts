import type { DirectoryRow } from './directory';

const TEMPLATE_TIME = Date.UTC(2001, 0, 1);

/**
 * A listing whose texts are markers (`<mark>-title`, …): the build renders a template with it
 * and a function swaps the markers for a real listing's texts (detail and directory templates).
 */
export function markerRow(mark: string): DirectoryRow {
  return {
    id: `${mark}-id`,
    slug: `${mark}-slug`,
    title: `${mark}-title`,
    brand_name: `${mark}-brand`,
    description: `${mark}-description`,
    category: `${mark}-category`,
    image_url: `https://${mark}.invalid/image`,
    is_featured: false,
    coupon_code: null,
    free_shipping: false,
    target_scope: 'nationwide',
    target_location: null,
    created_at: TEMPLATE_TIME,
    updated_at: TEMPLATE_TIME,
    expires_at: null,
    expired: false,
  };
}

/** The marker listing once per combination of the optional parts a template shows or not. */
export function optionalPartCombinations(mark: string): DirectoryRow[] {
  const rows: DirectoryRow[] = [];
  for (const is_featured of [false, true])
    for (const target_scope of ['nationwide', 'local'] as const)
      for (const coupon_code of [null, `${mark}-coupon`])
        for (const free_shipping of [false, true])
          rows.push({
            ...markerRow(mark),
            is_featured,
            target_scope,
            target_location: target_scope === 'local' ? `${mark}-location` : null,
            coupon_code,
            free_shipping,
          });
  return rows;
}

type OptionalParts = Pick<
  DirectoryRow,
  'is_featured' | 'target_scope' | 'coupon_code' | 'free_shipping'
>;

/** A template file's name part for a listing's optional parts, e.g. `featured.local.coupon.shipping`. */
export function optionalPartsName(row: OptionalParts): string {
  return [
    row.is_featured ? 'featured' : 'regular',
    row.target_scope === 'local' ? 'local' : 'nationwide',
    row.coupon_code ? 'coupon' : 'no-coupon',
    row.free_shipping ? 'free-shipping' : 'shipping',
  ].join('.');
}
