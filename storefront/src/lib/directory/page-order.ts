import { leadWith, type DirectoryRow } from '@swagdrop/model';

let pageOrder: readonly string[] = [];
let firstRows: readonly DirectoryRow[] | undefined;

/** The featured order /swag's first paint showed (the boot payload), set once at boot. */
export function setPageFeaturedOrder(ids: readonly string[]): void {
  pageOrder = ids;
}

/**
 * Featured listings in the order the first paint showed them, applied to the first bundle this
 * tab orders; later bundles keep their own shuffle.
 */
export function withPageFeaturedOrder(
  rows: readonly DirectoryRow[],
  featured: DirectoryRow[],
): DirectoryRow[] {
  firstRows ??= rows;
  return rows === firstRows && pageOrder.length > 0 ? leadWith(featured, pageOrder) : featured;
}
