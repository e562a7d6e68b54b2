import {
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
  type Timestamp as TimestampType,
} from 'firebase-admin/firestore';
import { csvRow } from '@swagdrop/shared-ui/model';
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

/**
 * One CSV line (CLAIM_CSV_HEADER order). A document with a field of the wrong type stops the
 * export instead of being written as "[object Object]": an export is either right or fails.
 */
export function claimCsvLine(doc: QueryDocumentSnapshot): string {
  const created: unknown = doc.get('created_at');
  if (!(created instanceof Timestamp)) {
    throw new MalformedClaimError(`claims/${doc.id}: created_at is not a timestamp`);
  }
  return csvRow([
    requiredString(doc, 'first_name'),
    requiredString(doc, 'email'),
    requiredString(doc, 'listing_id'),
    optionalString(doc, 'listing_title'),
    optionalString(doc, 'brand_name'),
    created.toDate().toISOString(),
  ]);
}
