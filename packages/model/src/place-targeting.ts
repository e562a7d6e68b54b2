import type { PlaceIndex } from './place-index';
import { placeFromStored, placeLabel, type Place } from './places';

/**
 * What a listing or submission stores for its target (docs/product-rules.md#places), decided
 * only by the server from the typed text: a place the text names is stored as 'City, ST' with
 * the place; a town the list lacks keeps its typed text and no place; nationwide stores neither.
 */
export interface PlaceTargeting {
  target_location: string | null;
  target_place: Place | null;
}

export const NO_TARGET: PlaceTargeting = { target_location: null, target_place: null };

export function placeTargeting(
  index: PlaceIndex,
  scope: unknown,
  location: unknown,
): PlaceTargeting {
  const text = typeof location === 'string' ? location.trim() : '';
  if (scope !== 'local' || text === '') return NO_TARGET;
  const place = index.resolve(text);
  return place
    ? { target_location: placeLabel(place), target_place: place }
    : { target_location: text, target_place: null };
}

export function samePlace(a: Place | null, b: Place | null): boolean {
  if (a === null || b === null) return a === b;
  return a.city === b.city && a.state === b.state && a.lat === b.lat && a.lng === b.lng;
}

/** What the place migration does with one stored listing or submission. */
export type PlaceMigration =
  | { kind: 'unchanged' }
  | { kind: 'unmatched'; text: string }
  | {
      kind: 'change';
      before: { target_location: string | null; target_place: Place | null };
      after: PlaceTargeting;
    };

/**
 * A stored document's migration: a local one whose text names a place gets 'City, ST' and the
 * place unless it already has exactly those; a local one naming no place is reported (it keeps
 * its text and is matched by containment); nationwide ones are left alone.
 */
export function planPlaceMigration(
  index: PlaceIndex,
  data: Record<string, unknown>,
): PlaceMigration {
  if (data.target_scope !== 'local') return { kind: 'unchanged' };
  const stored = typeof data.target_location === 'string' ? data.target_location : null;
  const after = placeTargeting(index, 'local', stored);
  if (after.target_place === null) return { kind: 'unmatched', text: stored ?? '' };
  const storedPlace = placeFromStored(data.target_place);
  if (stored === after.target_location && samePlace(storedPlace, after.target_place)) {
    return { kind: 'unchanged' };
  }
  return { kind: 'change', before: { target_location: stored, target_place: storedPlace }, after };
}
