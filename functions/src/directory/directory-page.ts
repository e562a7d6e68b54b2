import {
  DIRECTORY_SHELL_CARDS,
  PAGE_META,
  bootPayloadScript,
  featuredFirst,
  fillPageTemplate,
  isSafeHttpUrl,
  pageHeadTags,
  type DirectoryRow,
  type PageRenderer,
} from '@swagdrop/model';
import { escapeHtml } from './html';

/**
 * A connection to each origin of the images above the fold, opened while the document is still
 * arriving: the parser reaches the cards' <img> only after the header and the styles, and on a
 * phone the largest paint of /swag is one of those images.
 */
function preconnectTags(imageUrls: readonly string[]): string {
  const origins = new Set(imageUrls.map((url) => new URL(url).origin));
  return [...origins]
    .map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" />`)
    .join('');
}

const directoryHead = pageHeadTags(PAGE_META.directory);

/** /swag without data: its intro (filtered views, and whenever the listings are unavailable). */
export function plainDirectoryPage(template: string, renderer: PageRenderer): string {
  const { head, shell } = renderer.directory(null);
  return fillPageTemplate(template, { head: directoryHead, styles: head, shell });
}

/**
 * /swag with its first row of cards painted from the HTML: the featured listings in a random
 * order (in the boot payload, so the app keeps it), then the newest others, as the directory
 * shows them, with the real counts. The shell is held until the app's own results render.
 * The plain page when there is nothing to show or an image URL is not one the page may load.
 */
export function directoryPage(
  template: string,
  renderer: PageRenderer,
  rows: readonly DirectoryRow[],
  version: number,
): string {
  const { featured, regular } = featuredFirst(rows);
  const shown = {
    featured: featured.slice(0, DIRECTORY_SHELL_CARDS),
    regular: regular.slice(0, DIRECTORY_SHELL_CARDS),
  };
  const painted = [...shown.featured, ...shown.regular];
  if (painted.length === 0 || painted.some((row) => !isSafeHttpUrl(row.image_url))) {
    return plainDirectoryPage(template, renderer);
  }
  const { head, shell } = renderer.directory({
    ...shown,
    total: featured.length + regular.length,
    featuredTotal: featured.length,
  });
  // The first section's first row is above the fold: its images load eagerly (ResultsSections).
  const eager = shown.featured.length > 0 ? shown.featured : shown.regular;
  const payload = bootPayloadScript({
    directory: { version, featuredOrder: shown.featured.map((row) => row.id) },
    holdShell: true,
  });
  return fillPageTemplate(template, {
    head: `${directoryHead}${preconnectTags(eager.map((row) => row.image_url))}${payload}`,
    styles: head,
    shell,
  });
}

/**
 * The /swag page of one directory snapshot and template, rendered once per function instance:
 * a listing write moves the version on, a deploy changes the template, and a full check that
 * heals a missed change rebuilds the rows under the same version (so the rows are part of the
 * key, by identity). The featured order then changes per rendered copy, as it did per CDN copy,
 * not per view.
 */
export class DirectoryPageCache {
  private held:
    { version: number; template: string; rows: readonly DirectoryRow[]; html: string } | undefined;

  get(
    template: string,
    renderer: PageRenderer,
    rows: readonly DirectoryRow[],
    version: number,
  ): string {
    const held = this.held;
    if (held?.version === version && held.template === template && held.rows === rows) {
      return held.html;
    }
    const html = directoryPage(template, renderer, rows, version);
    this.held = { version, template, rows, html };
    return html;
  }
}
