import type { z } from './z';

/** A stored document as the Firebase SDKs give it (web and Admin snapshots both fit). */
export interface StoredDoc {
  id: string;
  data(): unknown;
}

/** A Firestore Timestamp, told apart by shape so the model needs no Firebase SDK. */
function isTimestamp(value: object): value is { toDate(): Date } {
  return (
    typeof (value as { toDate?: unknown }).toDate === 'function' &&
    typeof (value as { toMillis?: unknown }).toMillis === 'function'
  );
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Every Timestamp in a document's data (nested ones too) as a Date; the rest as stored. */
function withDates(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isTimestamp(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withDates(v)]));
}

/**
 * The one mapping from stored documents to entities: Timestamps become Dates, then `schema`
 * (which sees the data with the document's `id`) decides the shape. A document the schema
 * rejects is left out: screens show the valid ones rather than failing or inventing values, so
 * the read schemas (doc-schemas.ts) say which missing fields take a default. Never throws.
 */
export function fromDocs<S extends z.ZodType>(schema: S) {
  return (docs: readonly StoredDoc[]): z.output<S>[] =>
    docs.flatMap((doc) => {
      const data = withDates(doc.data());
      if (data === null || typeof data !== 'object' || Array.isArray(data)) return [];
      const result = schema.safeParse({ ...data, id: doc.id });
      return result.success ? [result.data] : [];
    });
}
