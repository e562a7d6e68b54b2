import { toDirectoryRow } from './directory';
import { toListingDetail } from './listing-detail';
import { DIRECTORY_SHELL_CARDS, SIMILAR_LISTINGS_MAX, type BootPayload } from './page-render';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server's boot payload (page-render.ts), checked like any input from outside. Checked by
 * hand: zod at boot costs 23.6 KB and a long task on a phone. null = malformed.
 */
function toBootPayload(value: unknown): BootPayload | null {
  if (!isRecord(value)) return null;
  const { listing, directory, holdShell, similar } = value;
  const payload: BootPayload = {};
  if (listing !== undefined) {
    if (!isRecord(listing) || typeof listing.id !== 'string' || listing.id === '') return null;
    payload.listing = toListingDetail(listing.id, listing);
    if (payload.listing.slug === '') return null;
  }
  if (directory !== undefined) {
    if (!isRecord(directory)) return null;
    const { version, featuredOrder } = directory;
    // 0 is a directory without a summary yet: nothing to ask for by version.
    if (typeof version !== 'number' || !Number.isSafeInteger(version) || version <= 0) return null;
    if (!Array.isArray(featuredOrder) || featuredOrder.length > DIRECTORY_SHELL_CARDS) return null;
    const ids: unknown[] = featuredOrder;
    if (!ids.every((id): id is string => typeof id === 'string')) return null;
    payload.directory = { version, featuredOrder: ids };
  }
  if (similar !== undefined) {
    if (!Array.isArray(similar) || similar.length > SIMILAR_LISTINGS_MAX) return null;
    const rows: unknown[] = similar;
    if (!rows.every((row) => isRecord(row) && typeof row.id === 'string' && row.id !== '')) {
      return null;
    }
    payload.similar = (rows as Record<string, unknown>[]).map((row) =>
      toDirectoryRow(row.id as string, row),
    );
  }
  if (holdShell !== undefined) {
    if (typeof holdShell !== 'boolean') return null;
    payload.holdShell = holdShell;
  }
  return payload;
}

/** The payload's text as the app uses it; an absent or malformed payload is an empty one. */
export function parseBootPayload(text: string | null | undefined): BootPayload {
  if (!text) return {};
  try {
    return toBootPayload(JSON.parse(text)) ?? {};
  } catch {
    return {};
  }
}
