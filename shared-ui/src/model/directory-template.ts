import { categoryLabel } from './categories';
import { itemsFound, targetLabel } from './copy';
import { directoryVersionFromText, type DirectoryRow } from './directory';
import { inlineJsonText } from './structured-data';
import { markerRow, optionalPartCombinations, optionalPartsName } from './template-markers';

/**
 * The directory's static first paint (docs/architecture.md#first-paint). At build time the
 * storefront renders its /swag page with template listings (one page per combination of sections)
 * and, apart, one card per combination of a card's optional parts; renderDirectoryPage fills the
 * first row of each section with the listings the app will show first (escaped), so a phone paints
 * the first cards and their images from the HTML instead of after the scripts and the bundle.
 */
const MARK = 'swagdrop-card';

/** Cards filled per section: the first row of the widest grid (three columns). */
export const DIRECTORY_SHELL_CARDS = 3;

const TEMPLATE_ROW = markerRow(MARK);

export const CARD_TEMPLATE_IMAGE = TEMPLATE_ROW.image_url;
/** Counts the page templates are rendered with: digits no listing count will spell. */
export const TEMPLATE_TOTAL = 987_654_321;
export const TEMPLATE_FEATURED_TOTAL = 987_654_320;

/** The pre-rendered card for a listing's optional parts; `eager` cards load their image first. */
export function cardTemplateFile(
  row: Parameters<typeof optionalPartsName>[0],
  eager: boolean,
): string {
  return `boot/swag/card.${optionalPartsName(row)}.${eager ? 'eager' : 'lazy'}.html`;
}

/** Every card template the build renders. */
export function cardTemplates(): { row: DirectoryRow; eager: boolean }[] {
  return optionalPartCombinations(MARK).flatMap((row) => [
    { row, eager: false },
    { row, eager: true },
  ]);
}

/** The texts a card shows, as it computes them (unescaped); the template's are its markers. */
export function cardTemplateTexts(row: DirectoryRow): string[] {
  return [
    row.title,
    row.brand_name,
    row.description,
    categoryLabel(row.category),
    targetLabel(row.target_scope, row.target_location),
    `/swag/${row.slug}`,
  ];
}

/** The card template's texts with every optional part present: each marker once. */
export function cardTemplateMarkers(): string[] {
  return cardTemplateTexts({
    ...TEMPLATE_ROW,
    target_scope: 'local',
    target_location: `${MARK}-location`,
  });
}

export const CARD_TEMPLATE_TITLE = TEMPLATE_ROW.title;

export interface DirectorySections {
  featured: boolean;
  regular: boolean;
}

/** The pre-rendered /swag page for the sections present (at least one). */
export function directoryPageTemplateFile({ featured, regular }: DirectorySections): string {
  return `boot/swag/page.${featured ? 'featured' : 'no-featured'}.${regular ? 'regular' : 'no-regular'}.html`;
}

/** Every page template: its sections and the template listings that render them. */
export function directoryPageTemplates(): { sections: DirectorySections; rows: DirectoryRow[] }[] {
  const row = (is_featured: boolean, i: number) => ({
    ...TEMPLATE_ROW,
    id: `${MARK}-${i}`,
    is_featured,
  });
  const slots = Array.from({ length: DIRECTORY_SHELL_CARDS }, (_, i) => i);
  return [
    { featured: true, regular: true },
    { featured: true, regular: false },
    { featured: false, regular: true },
  ].map((sections) => ({
    sections,
    rows: [
      ...(sections.featured ? slots.map((i) => row(true, i)) : []),
      ...(sections.regular ? slots.map((i) => row(false, DIRECTORY_SHELL_CARDS + i)) : []),
    ],
  }));
}

/**
 * The page's count texts for these totals: the count line and the featured heading's count.
 * The template's are rendered with TEMPLATE_TOTAL / TEMPLATE_FEATURED_TOTAL.
 */
export function directoryCountTexts(total: number, featuredTotal: number): string[] {
  return [itemsFound(total), `(${featuredTotal})`];
}

/**
 * The featured listings the page painted, in its order: the app shows them first in the same
 * order (the rest of the featured listings stay shuffled), so the first cards do not swap.
 * `data-version` is the directory version painted: the app asks for that bundle by version,
 * which any function instance holding it (or a cache) answers without reading Firestore.
 */
export const EMBEDDED_DIRECTORY_ORDER_ID = 'directory-order';

export function embeddedDirectoryOrderScript(
  featuredIds: readonly string[],
  version: number,
): string {
  return `<script type="application/json" id="${EMBEDDED_DIRECTORY_ORDER_ID}" data-version="${Math.trunc(version)}">${inlineJsonText(featuredIds)}</script>`;
}

/** The embedded version, or undefined when absent or not a version number. */
export function parseDirectoryVersion(value: string | null | undefined): number | undefined {
  // 0 is the version of a directory without a summary yet: nothing to ask for by version.
  return (value && directoryVersionFromText(value)) || undefined;
}

/** The embedded order: ids only, at most a first row's worth; [] when absent or malformed. */
export function parseDirectoryOrder(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value
      .filter((id): id is string => typeof id === 'string')
      .slice(0, DIRECTORY_SHELL_CARDS);
  } catch {
    return [];
  }
}

/** `featured` with the listed ids first, in that order; the others keep their order. */
export function leadWith<T extends { id: string }>(
  featured: readonly T[],
  ids: readonly string[],
): T[] {
  const lead = ids.flatMap((id) => featured.filter((row) => row.id === id).slice(0, 1));
  return [...lead, ...featured.filter((row) => !lead.includes(row))];
}

/**
 * Set on the boot shell when it shows listings: the page's commit (BootShellHandoff) leaves it
 * in place, and the directory removes it once its own results render, so the visitor never sees
 * the painted cards turn into a skeleton and back.
 */
export const BOOT_SHELL_HOLD_ATTRIBUTE = 'data-hold-until-results';
