import {
  EMBEDDED_DIRECTORY_ORDER_ID,
  leadWith,
  parseDirectoryOrder,
  type DirectoryRow,
} from '@swagdrop/shared-ui/model';

let pageOrder: string[] | undefined;
let firstRows: readonly DirectoryRow[] | undefined;

/**
 * Featured listings in the order /swag's first paint showed them (renderDirectoryPage embeds
 * it), applied to the first bundle this tab orders; later bundles keep their own shuffle.
 */
export function withPageFeaturedOrder(
  rows: readonly DirectoryRow[],
  featured: DirectoryRow[],
): DirectoryRow[] {
  if (pageOrder === undefined) {
    const embedded =
      typeof document === 'undefined'
        ? null
        : document.getElementById(EMBEDDED_DIRECTORY_ORDER_ID)?.textContent;
    pageOrder = embedded ? parseDirectoryOrder(embedded) : [];
    firstRows = rows;
  }
  return rows === firstRows && pageOrder.length > 0 ? leadWith(featured, pageOrder) : featured;
}
