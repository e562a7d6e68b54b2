import { categoryLabel } from './categories';
import { postedOn, targetLabel } from './copy';
import { formatDate } from './format';
import type { ListingDetail } from './listing-detail';
import { isSafeHttpUrl } from './url';

/**
 * The listing page's static first paint (issue 7). At build time the storefront renders its
 * detail view, once per combination of the optional parts, for a template listing whose texts
 * are the markers below; renderListingPage swaps the markers for the listing it read (escaped),
 * so a shared link paints the listing from the HTML, before any script has run.
 */
const MARK = 'swagdrop-template';
const TEMPLATE_TIME = Date.UTC(2001, 0, 1);
const TEMPLATE_LOCATION = `${MARK}-location`;
const TEMPLATE_COUPON = `${MARK}-coupon`;

export const DETAIL_TEMPLATE_IMAGE = `https://${MARK}.invalid/image`;

const TEMPLATE_LISTING: ListingDetail = {
  id: `${MARK}-id`,
  slug: `${MARK}-slug`,
  title: `${MARK}-title`,
  brand_name: `${MARK}-brand`,
  description: `${MARK}-description`,
  category: `${MARK}-category`,
  image_url: DETAIL_TEMPLATE_IMAGE,
  is_featured: false,
  coupon_code: null,
  free_shipping: false,
  target_scope: 'nationwide',
  target_location: null,
  external_claim_url: `https://${MARK}.invalid/claim`,
  created_at: TEMPLATE_TIME,
  updated_at: TEMPLATE_TIME,
};

type OptionalParts = Pick<
  ListingDetail,
  'is_featured' | 'target_scope' | 'coupon_code' | 'free_shipping'
>;

/** The pre-rendered page for a listing's optional parts: badges and the coupon box. */
export function detailTemplateFile(listing: OptionalParts): string {
  const parts = [
    listing.is_featured ? 'featured' : 'regular',
    listing.target_scope === 'local' ? 'local' : 'nationwide',
    listing.coupon_code ? 'coupon' : 'no-coupon',
    listing.free_shipping ? 'free-shipping' : 'shipping',
  ];
  return `boot/detail/${parts.join('.')}.html`;
}

/** Every template the build renders: one template listing per combination of optional parts. */
export function detailTemplateListings(): ListingDetail[] {
  const listings: ListingDetail[] = [];
  for (const is_featured of [false, true])
    for (const target_scope of ['nationwide', 'local'] as const)
      for (const coupon_code of [null, TEMPLATE_COUPON])
        for (const free_shipping of [false, true])
          listings.push({
            ...TEMPLATE_LISTING,
            is_featured,
            target_scope,
            target_location: target_scope === 'local' ? TEMPLATE_LOCATION : null,
            coupon_code,
            free_shipping,
          });
  return listings;
}

/** A listing can use a template only when both its URLs are shown as links and images. */
export function canUseDetailTemplate(listing: ListingDetail): boolean {
  return isSafeHttpUrl(listing.image_url) && isSafeHttpUrl(listing.external_claim_url);
}

/**
 * The texts the detail view shows, as it computes them (unescaped). The template's are the
 * markers to replace; a listing's are their replacements. The image is handled apart (srcset).
 */
export function detailTemplateTexts(listing: ListingDetail): string[] {
  return [
    listing.title,
    listing.brand_name,
    listing.description,
    categoryLabel(listing.category),
    targetLabel(listing.target_scope, listing.target_location),
    listing.coupon_code ?? '',
    listing.external_claim_url,
    new Date(listing.created_at).toISOString(),
    postedOn(formatDate(listing.created_at)),
  ];
}

/** The template's texts with every optional part present: each marker once. */
export function detailTemplateMarkers(): string[] {
  return detailTemplateTexts({
    ...TEMPLATE_LISTING,
    target_scope: 'local',
    target_location: TEMPLATE_LOCATION,
    coupon_code: TEMPLATE_COUPON,
  });
}

export const DETAIL_TEMPLATE_TITLE = TEMPLATE_LISTING.title;
