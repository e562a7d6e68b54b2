import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ADMIN_COPY, LIMITS, type TargetScope } from '@swagdrop/model';
import FormPlaceField from '../../../components/FormPlaceField';
import type { ListingFormValues } from '../api/save-listing';

/**
 * Nationwide or local (docs/product-rules.md#listings): local needs a location (a place box:
 * 'City, ST' suggestions, any town may be typed), nationwide clears it.
 */
export default function ListingTargetingField() {
  const { control, setValue, trigger } = useFormContext<ListingFormValues>();
  // Read during render so the form re-validates a switched field only after a first submit.
  const { isSubmitted } = useFormState({ control });
  const scope = useWatch({ control, name: 'target_scope' });
  const change = (next: TargetScope) => {
    setValue('target_scope', next);
    if (next === 'nationwide') setValue('target_location', '');
    if (isSubmitted) void trigger('target_location');
  };
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Geographic targeting</FormLabel>
      <RadioGroup row value={scope} onChange={(e) => change(e.target.value as TargetScope)}>
        <FormControlLabel value="nationwide" control={<Radio />} label={ADMIN_COPY.nationwide} />
        <FormControlLabel value="local" control={<Radio />} label="Local" />
      </RadioGroup>
      {scope === 'local' && (
        <FormPlaceField
          control={control}
          name="target_location"
          label="Target Location"
          required
          helperText="Be specific (a city, not a state): visitors within the distance they pick from it see this listing."
          slotProps={{ htmlInput: { maxLength: LIMITS.location } }}
        />
      )}
    </FormControl>
  );
}
