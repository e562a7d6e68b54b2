import { createPlaceIndex, placeTargeting, type PlaceIndex } from '@swagdrop/model';
import { US_PLACES_DATA } from '@swagdrop/model/us-places-data';

/**
 * The server's place decision (docs/product-rules.md#places). A browser's choice of a
 * suggestion reaches the server only as text: the place and its coordinates are always looked
 * up here, so nobody can store a place the list does not hold or pin a listing elsewhere.
 * The index is built on first use and kept for the instance's life (about 16,000 places).
 */
let index: PlaceIndex | null = null;

export function placeIndex(): PlaceIndex {
  index ??= createPlaceIndex(US_PLACES_DATA);
  return index;
}

/** (target_scope, typed target_location) → what is stored: 'City, ST' + place, text, or null. */
export function targetPlace(scope: unknown, location: unknown) {
  return placeTargeting(placeIndex(), scope, location);
}
