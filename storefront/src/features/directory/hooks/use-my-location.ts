import { useCallback, useState } from 'react';
import type { Place } from '@swagdrop/model';
import { loadPlaceIndex } from '@swagdrop/shared-ui/places';

export type LocationStatus = 'idle' | 'locating' | 'denied' | 'unavailable';

/** A position older than this is good enough: the visitor's town rarely changes in minutes. */
const MAX_POSITION_AGE_MS = 10 * 60_000;
const POSITION_TIMEOUT_MS = 15_000;

/**
 * 'Use my location' (docs/product-rules.md#places): the browser asks for the position only when
 * the visitor presses the button; the coordinates are turned into the nearest place at once and
 * only that place is handed on (to the city box and the URL).
 */
export function useMyLocation(onPlace: (place: Place) => void) {
  const [status, setStatus] = useState<LocationStatus>('idle');
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        loadPlaceIndex().then(
          (index) => {
            onPlace(index.nearest({ lat: coords.latitude, lng: coords.longitude }));
            setStatus('idle');
          },
          () => setStatus('unavailable'),
        );
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { maximumAge: MAX_POSITION_AGE_MS, timeout: POSITION_TIMEOUT_MS },
    );
  }, [onPlace]);
  return { status, locate };
}
