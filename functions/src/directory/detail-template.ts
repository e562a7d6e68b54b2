import {
  DETAIL_TEMPLATE_IMAGE,
  DETAIL_TEMPLATE_TITLE,
  IMAGE_SLOTS,
  canUseDetailTemplate,
  detailTemplateFile,
  detailTemplateMarkers,
  detailTemplateTexts,
  imageVariantSrcSet,
  type ListingDetail,
} from '@swagdrop/shared-ui/model';
import { escapeHtml } from './html';
import { loadStorefrontPage } from './storefront-shell';

const IMAGE_SRC = `src="${escapeHtml(DETAIL_TEMPLATE_IMAGE)}"`;
const MARKERS = detailTemplateMarkers().map(escapeHtml);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// One pass: a listing whose own text happens to contain a marker is not substituted again.
const PATTERN = new RegExp([IMAGE_SRC, ...MARKERS].map(escapeRegExp).join('|'), 'g');

/** Whether a fetched page is a detail template of this build (else the plain shell is used). */
export function isDetailTemplate(html: string): boolean {
  return html.includes(IMAGE_SRC) && html.includes(escapeHtml(DETAIL_TEMPLATE_TITLE));
}

/**
 * The storefront's pre-rendered detail view (shared-ui model/detail-template.ts) with the
 * listing's texts in place of the markers, every one escaped; an uploaded image gets the
 * srcset of its variants, as the app's <img> does.
 */
export function fillDetailTemplate(html: string, listing: ListingDetail): string {
  const values = new Map<string, string>();
  detailTemplateTexts(listing).forEach((text, i) => {
    const marker = MARKERS[i];
    if (marker) values.set(marker, escapeHtml(text));
  });
  const srcSet = imageVariantSrcSet(listing.image_url, 'detail');
  values.set(
    IMAGE_SRC,
    `src="${escapeHtml(listing.image_url)}"${
      srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${IMAGE_SLOTS.detail.sizes}"` : ''
    }`,
  );
  return html.replace(PATTERN, (marker) => values.get(marker) ?? marker);
}

/** The listing's page with its detail view painted from the HTML, or null (use the plain shell). */
export async function loadDetailPage(listing: ListingDetail): Promise<string | null> {
  if (!canUseDetailTemplate(listing)) return null;
  const template = await loadStorefrontPage(detailTemplateFile(listing));
  return template && isDetailTemplate(template) ? fillDetailTemplate(template, listing) : null;
}
