import { US_STATE_NAMES, type UsStateCode } from './us-states';

/**
 * Places (docs/product-rules.md#places): a local listing targets a US place from the bundled
 * GeoNames list (us-places-data.ts, loaded only where a place is typed). This module is the
 * small part every screen and the functions share: the place shape, its label and distances.
 * The index that resolves typed text and suggests places is place-index.ts, which pages load
 * with the list, not on a first route.
 */
export interface Place {
  city: string;
  /** Two-letter USPS code. */
  state: UsStateCode;
  country: 'US';
  lat: number;
  lng: number;
}

/** The distances a visitor can choose, in miles; 25 unless chosen. */
export const DISTANCE_CHOICES_MILES = [10, 25, 50, 100] as const;
export type DistanceMiles = (typeof DISTANCE_CHOICES_MILES)[number];
export const DEFAULT_DISTANCE_MILES: DistanceMiles = 25;

export function isDistanceMiles(value: unknown): value is DistanceMiles {
  return DISTANCE_CHOICES_MILES.includes(value as DistanceMiles);
}

/** 'Austin, TX': what target_location stores for a place and what a suggestion shows. */
export function placeLabel(place: Pick<Place, 'city' | 'state'>): string {
  return `${place.city}, ${place.state}`;
}

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * A stored target_place, or null when it is missing or malformed (a listing whose place cannot
 * be read is matched by its target_location text, like a town the list lacks).
 */
export function placeFromStored(value: unknown): Place | null {
  if (typeof value !== 'object' || value === null) return null;
  const { city, state, lat, lng } = value as Record<string, unknown>;
  if (typeof city !== 'string' || city.trim() === '') return null;
  if (typeof state !== 'string' || !(state in US_STATE_NAMES)) return null;
  if (!isCoordinate(lat, 90) || !isCoordinate(lng, 180)) return null;
  return { city, state: state as UsStateCode, country: 'US', lat, lng };
}

/** Whole miles as a card shows them; anything under a mile reads as 1. */
export function roundedMiles(miles: number): number {
  return Math.max(1, Math.round(miles));
}
