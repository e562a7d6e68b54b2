import {
  BOOT_SHELL_HOLD_ATTRIBUTE,
  CARD_TEMPLATE_IMAGE,
  CARD_TEMPLATE_TITLE,
  DIRECTORY_SHELL_CARDS,
  TEMPLATE_FEATURED_TOTAL,
  TEMPLATE_TOTAL,
  cardTemplateFile,
  cardTemplateMarkers,
  cardTemplateTexts,
  directoryCountTexts,
  directoryPageTemplateFile,
  embeddedDirectoryOrderScript,
  featuredFirst,
  isSafeHttpUrl,
  type DirectoryRow,
} from '@swagdrop/shared-ui/model';
import { appendToHead, extractEmotionStyles } from '@swagdrop/shared-ui/boot-shell/styles';
import { escapeHtml } from './html';
import { loadStorefrontPage } from './storefront-shell';
import { TemplateFiller, imageAttributes, templateImageSrc } from './template-fill';

const IMAGE_SRC = templateImageSrc(CARD_TEMPLATE_IMAGE);
const cardFiller = new TemplateFiller([IMAGE_SRC, ...cardTemplateMarkers().map(escapeHtml)]);
const countFiller = new TemplateFiller(
  directoryCountTexts(TEMPLATE_TOTAL, TEMPLATE_FEATURED_TOTAL).map(escapeHtml),
);
/** A card as the page template renders it (cards hold no nested <article>). */
const CARD_ELEMENT = /<article\b[\s\S]*?<\/article>/g;
const SHELL_OPEN = '<div id="boot-shell"';
/**
 * A connection to each origin of the images above the fold, opened while the document is still
 * arriving: the parser reaches the cards' <img> only after the shell's header and styles, and on
 * a phone the largest paint is one of those images (LCP on /swag,
 * docs/architecture.md#first-paint).
 */
function preconnectTags(imageUrls: readonly string[]): string {
  const origins = new Set(imageUrls.map((url) => new URL(url).origin));
  return [...origins]
    .map((origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" />`)
    .join('');
}

/** The storefront's card template for a listing, filled with its texts (escaped) and image. */
export function fillCardTemplate(html: string, row: DirectoryRow): string {
  return cardFiller.fill(html, [
    imageAttributes(row.image_url, 'card'),
    ...cardTemplateTexts(row).map(escapeHtml),
  ]);
}

export function isCardTemplate(html: string): boolean {
  return html.includes(IMAGE_SRC) && html.includes(escapeHtml(CARD_TEMPLATE_TITLE));
}

/**
 * A page template with its template cards replaced, in order, by `cards` (a slot without a
 * card is emptied), the counts filled in, the featured order and the directory version embedded
 * and the shell held until the app's results render (BOOT_SHELL_HOLD_ATTRIBUTE); its Emotion
 * styles move to the head and the origins of `eagerImageUrls` are preconnected. Null when the
 * template is not one.
 */
export function fillDirectoryPage(
  page: string,
  cards: readonly string[],
  counts: { total: number; featured: number },
  featuredIds: readonly string[],
  version: number,
  eagerImageUrls: readonly string[] = [],
): string | null {
  if (!page.includes('</head>') || !page.includes(SHELL_OPEN)) return null;
  let slot = 0;
  const filled = page.replace(CARD_ELEMENT, () => cards[slot++] ?? '');
  // The cards bring their styles inline; they join the template's, already in the head.
  const { html, styles } = extractEmotionStyles(filled);
  const withCounts = countFiller.fill(
    html,
    directoryCountTexts(counts.total, counts.featured).map(escapeHtml),
  );
  const head = `${preconnectTags(eagerImageUrls)}${styles}${embeddedDirectoryOrderScript(featuredIds, version)}`;
  return appendToHead(withCounts, head).replace(
    SHELL_OPEN,
    `${SHELL_OPEN} ${BOOT_SHELL_HOLD_ATTRIBUTE}`,
  );
}

/**
 * /swag with its first row of cards painted from the HTML: the featured listings in a random
 * order (embedded, so the app keeps it), then the newest others, as the directory shows them.
 * Null (serve the plain shell) when there is nothing to show, a listing's image URL is not one
 * the page may load, or a template is missing.
 */
export async function loadDirectoryPage(
  rows: readonly DirectoryRow[],
  version: number,
): Promise<string | null> {
  const { featured, regular } = featuredFirst(rows);
  if (featured.length + regular.length === 0) return null;
  const shownFeatured = featured.slice(0, DIRECTORY_SHELL_CARDS);
  const shownRegular = regular.slice(0, DIRECTORY_SHELL_CARDS);
  if ([...shownFeatured, ...shownRegular].some((row) => !isSafeHttpUrl(row.image_url))) {
    return null;
  }
  const sections = { featured: featured.length > 0, regular: regular.length > 0 };
  // The first section's first row is above the fold: its images load eagerly (ResultsSections).
  const slots = [
    ...shownFeatured.map((row) => ({ row, eager: true })),
    ...shownRegular.map((row) => ({ row, eager: !sections.featured })),
  ];
  const [page, ...cardTemplates] = await Promise.all([
    loadStorefrontPage(directoryPageTemplateFile(sections)),
    ...slots.map(({ row, eager }) => loadStorefrontPage(cardTemplateFile(row, eager))),
  ]);
  if (!page || cardTemplates.some((card) => !card || !isCardTemplate(card))) return null;
  const cards = slots.map(({ row }, i) => fillCardTemplate(cardTemplates[i] as string, row));
  // Each section's slots: a section with fewer listings than slots leaves the rest empty.
  const slotted = [
    ...(sections.featured ? padTo(cards.slice(0, shownFeatured.length)) : []),
    ...(sections.regular ? padTo(cards.slice(shownFeatured.length)) : []),
  ];
  return fillDirectoryPage(
    page,
    slotted,
    { total: featured.length + regular.length, featured: featured.length },
    shownFeatured.map((row) => row.id),
    version,
    slots.filter(({ eager }) => eager).map(({ row }) => row.image_url),
  );
}

const padTo = (cards: string[]) =>
  Array.from({ length: DIRECTORY_SHELL_CARDS }, (_, i) => cards[i] ?? '');
