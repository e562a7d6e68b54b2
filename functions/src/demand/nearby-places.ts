import {
  distanceMiles,
  placeLabel,
  US_STATE_NAMES,
  type LatLng,
  type UsStateCode,
} from '@swagdrop/model';
import { US_PLACES_DATA } from '@swagdrop/model/us-places-data';

interface LabelledPoint extends LatLng {
  label: string;
}

let labelled: LabelledPoint[] | null = null;

/** Every place of the list as its 'City, ST' and coordinates, read once per instance. */
function allPlaces(): LabelledPoint[] {
  labelled ??= US_PLACES_DATA.split('\n').flatMap((line) => {
    const [city, state, lat, lng] = line.split('\t');
    const point = { lat: Number(lat), lng: Number(lng) };
    if (!city || !state || !(state in US_STATE_NAMES)) return [];
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) return [];
    return [{ label: placeLabel({ city, state: state as UsStateCode }), ...point }];
  });
  return labelled;
}

/** A degree of latitude is about 69 miles: places further north or south are skipped unmeasured. */
const MILES_PER_DEGREE_LAT = 69;

/**
 * The labels of the places within `miles` of any of `points`, nearest first, at most `limit`:
 * the place lists a brand near those points reads (a search is counted under the place the
 * visitor's city box named, which may be the next town).
 */
export function labelsNear(points: readonly LatLng[], miles: number, limit: number): string[] {
  const nearest = new Map<string, number>();
  const latSpan = miles / MILES_PER_DEGREE_LAT + 0.01;
  for (const place of allPlaces()) {
    for (const point of points) {
      if (Math.abs(place.lat - point.lat) > latSpan) continue;
      const away = distanceMiles(point, place);
      if (away <= miles && away < (nearest.get(place.label) ?? Infinity)) {
        nearest.set(place.label, away);
      }
    }
  }
  return [...nearest]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([label]) => label);
}
