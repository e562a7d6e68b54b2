import {
  DETAIL_TEMPLATE_IMAGE,
  DETAIL_TEMPLATE_TITLE,
  canUseDetailTemplate,
  detailTemplateFile,
  detailTemplateMarkers,
  detailTemplateTexts,
  type ListingDetail,
} from '@swagdrop/shared-ui/model';
import { escapeHtml } from './html';
import { loadStorefrontPage } from './storefront-shell';
import { TemplateFiller, imageAttributes, templateImageSrc } from './template-fill';

const IMAGE_SRC = templateImageSrc(DETAIL_TEMPLATE_IMAGE);
const filler = new TemplateFiller([IMAGE_SRC, ...detailTemplateMarkers().map(escapeHtml)]);

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
  return filler.fill(html, [
    imageAttributes(listing.image_url, 'detail'),
    ...detailTemplateTexts(listing).map(escapeHtml),
  ]);
}

/** The listing's page with its detail view painted from the HTML, or null (use the plain shell). */
export async function loadDetailPage(listing: ListingDetail): Promise<string | null> {
  if (!canUseDetailTemplate(listing)) return null;
  const template = await loadStorefrontPage(detailTemplateFile(listing));
  return template && isDetailTemplate(template) ? fillDetailTemplate(template, listing) : null;
}
