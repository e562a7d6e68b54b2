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
export function withDates(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isTimestamp(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withDates(v)]));
}

/**
 * The one mapping from a stored document to an entity: Timestamps become Dates, then `schema`
 * (which sees the data with the document's `id`) decides the shape. A document the schema
 * rejects maps to null and a list leaves it out (`fromDocs`): screens show the valid ones
 * rather than failing or inventing values, so the read schemas (doc-schemas.ts) say which
 * missing fields take a default. Never throws.
 */
export function fromDoc<S extends z.ZodType>(schema: S) {
  return (id: string, data: unknown): z.output<S> | null => {
    const converted = withDates(data);
    if (converted === null || typeof converted !== 'object' || Array.isArray(converted)) {
      return null;
    }
    const result = schema.safeParse({ ...converted, id });
    return result.success ? result.data : null;
  };
}

/** `fromDoc` over a list of snapshots, keeping the valid documents in order. */
export function fromDocs<S extends z.ZodType>(schema: S) {
  const one = fromDoc(schema);
  return (docs: readonly StoredDoc[]): z.output<S>[] => {
    const items: z.output<S>[] = [];
    for (const doc of docs) {
      const item = one(doc.id, doc.data());
      if (item !== null) items.push(item);
    }
    return items;
  };
}
