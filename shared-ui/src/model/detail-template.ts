import { categoryLabel } from './categories';
import { postedOn, targetLabel } from './copy';
import { formatDate } from './format';
import type { ListingDetail } from './listing-detail';
import { markerRow, optionalPartCombinations, optionalPartsName } from './template-markers';
import { isSafeHttpUrl } from './url';

/**
 * The listing page's static first paint (docs/architecture.md#first-paint). At build time the
 * storefront renders its detail view, once per combination of the optional parts, for a template
 * listing whose texts are the markers below; renderListingPage swaps the markers for the listing it
 * read (escaped), so a shared link paints the listing from the HTML, before any script has run.
 */
const MARK = 'swagdrop-template';

const TEMPLATE_LISTING: ListingDetail = {
  ...markerRow(MARK),
  external_claim_url: `https://${MARK}.invalid/claim`,
};

export const DETAIL_TEMPLATE_IMAGE = TEMPLATE_LISTING.image_url;

/** The pre-rendered page for a listing's optional parts: badges and the coupon box. */
export function detailTemplateFile(listing: Parameters<typeof optionalPartsName>[0]): string {
  return `boot/detail/${optionalPartsName(listing)}.html`;
}

/** Every template the build renders: one template listing per combination of optional parts. */
export function detailTemplateListings(): ListingDetail[] {
  return optionalPartCombinations(MARK).map((row) => ({
    ...row,
    external_claim_url: TEMPLATE_LISTING.external_claim_url,
  }));
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
    target_location: `${MARK}-location`,
    coupon_code: `${MARK}-coupon`,
  });
}

export const DETAIL_TEMPLATE_TITLE = TEMPLATE_LISTING.title;
