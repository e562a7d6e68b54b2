import { IMAGE_SLOTS, imageVariantSrcSet, type ImageSlot } from '@swagdrop/shared-ui/model';
import { escapeHtml } from './html';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Fills a pre-rendered template (detail page, directory card): every marker is replaced in
 * one pass, so a listing whose own text happens to spell another marker is not substituted
 * again. `markers` are as they appear in the HTML (escaped); values must be escaped too.
 */
export class TemplateFiller {
  private readonly pattern: RegExp;

  constructor(private readonly markers: readonly string[]) {
    this.pattern = new RegExp(markers.map(escapeRegExp).join('|'), 'g');
  }

  fill(html: string, values: readonly string[]): string {
    const byMarker = new Map(this.markers.map((marker, i) => [marker, values[i] ?? marker]));
    return html.replace(this.pattern, (marker) => byMarker.get(marker) ?? marker);
  }
}

/** The `src` attribute a template's image is rendered with. */
export const templateImageSrc = (url: string) => `src="${escapeHtml(url)}"`;

/** A listing image's attributes: its URL, and for an upload the srcset of its variants. */
export function imageAttributes(url: string, slot: ImageSlot): string {
  const srcSet = imageVariantSrcSet(url, slot);
  const responsive = srcSet
    ? ` srcset="${escapeHtml(srcSet)}" sizes="${IMAGE_SLOTS[slot].sizes}"`
    : '';
  return `${templateImageSrc(url)}${responsive}`;
}
