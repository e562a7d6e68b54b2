import { toDirectoryRow, type DirectoryRow } from './directory';

/** A listing as its detail page shows it: the directory row plus its claim URL. */
export interface ListingDetail extends DirectoryRow {
  external_claim_url: string;
}

/** A stored listing document (or the copy in a page's boot payload) as the detail page's data. */
export function toListingDetail(id: string, data: Record<string, unknown>): ListingDetail {
  return {
    ...toDirectoryRow(id, data),
    external_claim_url: typeof data.external_claim_url === 'string' ? data.external_claim_url : '',
  };
}
