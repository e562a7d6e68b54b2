import { memo, useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import MyLocation from '@mui/icons-material/MyLocation';
import {
  DISTANCE_CHOICES_MILES,
  PLACES_COPY,
  isDistanceMiles,
  placeLabel,
  type DistanceMiles,
  type Place,
} from '@swagdrop/model';
import { useTestIds } from 'shared_ui/components';
import type { UpdateDirectoryQuery } from '../hooks/use-directory-query';
import { useMyLocation } from '../hooks/use-my-location';

/**
 * Near me on /swag (docs/product-rules.md#places): the distance around the city's place and
 * 'Use my location', which fills the city box with the visitor's nearest place. A denied or
 * failed location is said in an alert; the city box keeps working.
 */
function NearMeControls({
  within,
  onChange,
}: {
  within: DistanceMiles;
  onChange: UpdateDirectoryQuery;
}) {
  const testIds = useTestIds();
  const onPlace = useCallback(
    (place: Place) => onChange({ city: placeLabel(place) }, { historyEntry: true }),
    [onChange],
  );
  const { status, locate } = useMyLocation(onPlace);
  const message =
    status === 'denied'
      ? PLACES_COPY.locationDenied
      : status === 'unavailable'
        ? PLACES_COPY.locationUnavailable
        : '';
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <NativeSelect
          input={<OutlinedInput />}
          value={within}
          onChange={(event) => {
            const miles = Number(event.target.value);
            if (isDistanceMiles(miles)) onChange({ within: miles });
          }}
          inputProps={{ 'aria-label': PLACES_COPY.distanceLabel }}
        >
          {DISTANCE_CHOICES_MILES.map((miles) => (
            <option key={miles} value={miles}>
              {PLACES_COPY.distanceOption(miles)}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <Button
        variant="outlined"
        startIcon={<MyLocation aria-hidden="true" />}
        onClick={locate}
        disabled={status === 'locating'}
      >
        {status === 'locating' ? PLACES_COPY.locating : PLACES_COPY.useMyLocation}
      </Button>
      <Box role="alert" data-testid={testIds('location-message')} sx={{ flexBasis: '100%' }}>
        {message && (
          // The box around it is the alert region (present from the start, so the message is
          // announced when it appears); the Alert itself is only its look.
          <Alert severity="warning" role="none">
            {message}
          </Alert>
        )}
      </Box>
    </Box>
  );
}

export default memo(NearMeControls);
