import { DEMAND_NEAR_MILES, DEMAND_TOP, DEMAND_WINDOW_DAYS } from './search-demand-words';

/** Headings and empty states of the two demand cards (docs/product-rules.md#demand). */
export const DEMAND_COPY = {
  adminTitle: 'Searched for, not found',
  adminSubtitle: `Searches with no results, last ${DEMAND_WINDOW_DAYS} days, top ${DEMAND_TOP}.`,
  adminEmpty: 'No searches without results in the last 7 days.',
  adminLoading: 'Loading searches without results',
  adminFailed: 'Could not load the searches without results.',
  brandTitle: 'What people near you look for',
  brandSubtitle: (places: readonly string[]) =>
    `Searches with no results within ${DEMAND_NEAR_MILES} miles of ${places.join(', ')}, last ${DEMAND_WINDOW_DAYS} days.`,
  brandNoPlaces:
    'When one of your live listings targets a city, the searches people there could not find show here.',
  brandEmpty: 'Nobody near your listings searched without results in the last 7 days.',
  brandLoading: 'Loading what people near you look for',
  brandFailed: 'Could not load what people near you look for.',
  columns: { words: 'Search', place: 'Place', count: 'Searches' },
  anywhere: 'Anywhere',
} as const;
