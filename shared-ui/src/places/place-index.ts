import { useEffect, useState } from 'react';
import type { PlaceIndex } from '@swagdrop/model/place-index';

let loading: Promise<PlaceIndex> | undefined;
let loaded: PlaceIndex | null = null;

/**
 * The place list (about 250 KB gzip) as an index, loaded once per page: the list and the index
 * code are chunks that no first route imports, fetched the first time a place field is used.
 */
export function loadPlaceIndex(): Promise<PlaceIndex> {
  loading ??= Promise.all([
    import('@swagdrop/model/us-places-data').then(({ US_PLACES_DATA }) => US_PLACES_DATA),
    import('@swagdrop/model/place-index').then(({ createPlaceIndex }) => createPlaceIndex),
  ])
    .then(([data, createPlaceIndex]) => {
      loaded = createPlaceIndex(data);
      return loaded;
    })
    .catch((error: unknown) => {
      // A failed chunk load (offline) may succeed on the next use.
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The index once loaded (null before); starts loading when `wanted` first becomes true. */
export function usePlaceIndex(wanted: boolean): PlaceIndex | null {
  const [index, setIndex] = useState<PlaceIndex | null>(loaded);
  useEffect(() => {
    if (!wanted || index) return;
    let live = true;
    loadPlaceIndex().then(
      (next) => {
        if (live) setIndex(next);
      },
      // Without the list, place fields stay plain text boxes.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, index]);
  return index;
}
