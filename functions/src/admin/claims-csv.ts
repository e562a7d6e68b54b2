import {
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
  type Timestamp as TimestampType,
} from 'firebase-admin/firestore';
import { csvRow, isDocumentId } from '@swagdrop/model';
import { db } from '../lib/admin';

/** Only the exported fields are read: claims also carry a long search_keywords array. */
const EXPORTED_FIELDS = [
  'first_name',
  'email',
  'listing_id',
  'listing_title',
  'brand_name',
  'created_at',
] as const;

/**
 * The claims the export covers: the console's search term (array-contains on
 * search_keywords, '' = all), newest first, and only claims that existed when the export
 * started, so the announced row count stays true while new claims keep arriving.
 */
export function exportClaimsQuery(term: string, cutoff: TimestampType): Query {
  let query: Query = db.collection('claims').where('created_at', '<=', cutoff);
  if (term) query = query.where('search_keywords', 'array-contains', term);
  return query.orderBy('created_at', 'desc');
}

/**
 * The export's claims as one streamed query, exported fields only. Reading pauses while the
 * consumer does (backpressure); after a transient error the SDK resumes after the last claim
 * it delivered. One query, not one per page: the number of claims costs time, not memory.
 */
export async function* streamExportedClaims(query: Query): AsyncGenerator<QueryDocumentSnapshot> {
  const stream: AsyncIterable<unknown> = query.select(...EXPORTED_FIELDS).stream();
  for await (const doc of stream) yield doc as QueryDocumentSnapshot;
}

export class MalformedClaimError extends Error {}

function requiredString(doc: QueryDocumentSnapshot, field: string): string {
  const value: unknown = doc.get(field);
  if (typeof value !== 'string') {
    throw new MalformedClaimError(`claims/${doc.id}: ${field} is not text`);
  }
  return value;
}

function optionalString(doc: QueryDocumentSnapshot, field: string): string | null {
  const value: unknown = doc.get(field);
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') {
    throw new MalformedClaimError(`claims/${doc.id}: ${field} is not text`);
  }
  return value;
}

/** A listing's current title and brand, as the console's claim log shows them. */
export interface ListingNames {
  title: string | null;
  brand_name: string | null;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Adds to `known` the current title and brand of each listing of `claims` it does not hold
 * yet (null for a listing that is gone): one batched read per chunk of the export, and each
 * listing read once per export however many claims it has.
 */
export async function loadListingNames(
  claims: readonly QueryDocumentSnapshot[],
  known: Map<string, ListingNames | null>,
): Promise<void> {
  const ids = new Set<string>();
  for (const doc of claims) {
    const id: unknown = doc.get('listing_id');
    if (typeof id === 'string' && isDocumentId(id) && !known.has(id)) ids.add(id);
  }
  if (ids.size === 0) return;
  const listings = db.collection('swag_listings');
  const snapshots = await db.getAll(...[...ids].map((id) => listings.doc(id)), {
    fieldMask: ['title', 'brand_name'],
  });
  for (const snap of snapshots) {
    known.set(
      snap.id,
      snap.exists
        ? { title: textOrNull(snap.get('title')), brand_name: textOrNull(snap.get('brand_name')) }
        : null,
    );
  }
}

/**
 * One CSV line (CLAIM_CSV_HEADER order). Item Title and Brand are the listing's current ones
 * (`listing`), as in the console's claim log; a claim whose listing is gone keeps the copy
 * taken when it was made. A document with a field of the wrong type stops the export instead
 * of being written as "[object Object]": an export is either right or fails.
 */
export function claimCsvLine(doc: QueryDocumentSnapshot, listing?: ListingNames | null): string {
  const created: unknown = doc.get('created_at');
  if (!(created instanceof Timestamp)) {
    throw new MalformedClaimError(`claims/${doc.id}: created_at is not a timestamp`);
  }
  return csvRow([
    requiredString(doc, 'first_name'),
    requiredString(doc, 'email'),
    requiredString(doc, 'listing_id'),
    listing?.title ?? optionalString(doc, 'listing_title'),
    listing?.brand_name ?? optionalString(doc, 'brand_name'),
    created.toDate().toISOString(),
  ]);
}
