import { placeFromStored, placeLabel } from '@swagdrop/model';

/** Audit summaries keep long texts short (entries stay small; the log is not a backup). */
export const AUDIT_TEXT_MAX = 80;

/** The listing fields an audit entry summarises (not created_at/updated_at bookkeeping). */
const SUMMARY_KEYS = [
  'title',
  'slug',
  'brand_name',
  'category',
  'description',
  'image_url',
  'external_claim_url',
  'coupon_code',
  'free_shipping',
  'is_featured',
  'target_scope',
  'target_location',
  'target_place',
  'quantity',
] as const;

type Summary = Record<string, string | number | boolean | null>;

function shorten(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  // A place map reads as its label and coordinates, so a moved pin shows in the entry.
  const place = placeFromStored(value);
  if (place) return `${placeLabel(place)} (${place.lat}, ${place.lng})`;
  const text = String(value);
  return text.length > AUDIT_TEXT_MAX ? `${text.slice(0, AUDIT_TEXT_MAX - 1)}…` : text;
}

/** A short, flat summary of a listing for create/delete entries. */
export function listingSummary(data: Record<string, unknown>): Summary {
  const summary: Summary = {};
  for (const key of SUMMARY_KEYS) summary[key] = shorten(data[key]);
  return summary;
}

/**
 * For edits, only what changed (plus the title, so an entry reads on its own): short before
 * and after objects instead of two whole documents.
 */
export function listingChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Summary; after: Summary } {
  const full = { before: listingSummary(before), after: listingSummary(after) };
  const changed: { before: Summary; after: Summary } = {
    before: { title: full.before.title ?? null },
    after: { title: full.after.title ?? null },
  };
  for (const key of SUMMARY_KEYS) {
    // The place is compared by its summary: a stored and a new copy of a map differ by
    // reference, and a listing stored before places has none where an edit now writes null.
    const same =
      key === 'target_place'
        ? full.before[key] === full.after[key]
        : full.before[key] === full.after[key] && before[key] === after[key];
    if (!same) {
      changed.before[key] = full.before[key] ?? null;
      changed.after[key] = full.after[key] ?? null;
    }
  }
  return changed;
}
