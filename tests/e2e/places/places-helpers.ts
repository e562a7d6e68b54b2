import type { Page } from '@playwright/test';
import { createPlaceIndex } from '@swagdrop/model/place-index';
import { placeLabel, type Place } from '@swagdrop/model/places';
import { PLACES_COPY } from '@swagdrop/model/places-copy';
import { US_PLACES_DATA } from '@swagdrop/model/us-places-data';
import { seed } from '../storefront-browse/browse-helpers';

/** The model's own resolver: the tests store places the way the functions do. */
export const places = createPlaceIndex(US_PLACES_DATA);

export function placeNamed(text: string): Place {
  const place = places.resolve(text);
  if (!place) throw new Error(`no place named ${text}`);
  return place;
}

/** A local listing targeting a place ('City, ST' text and the place itself). */
export async function seedAtPlace(title: string, placeText: string, category = 'shirts') {
  const place = placeNamed(placeText);
  const listing = {
    title,
    category,
    target_scope: 'local' as const,
    target_location: placeLabel(place),
    target_place: place,
  };
  return seed(listing);
}

/** The place box's suggestions (not a native select's options). */
export const suggestions = (page: Page) =>
  page.getByRole('listbox', { name: PLACES_COPY.suggestionsLabel }).getByRole('option');
