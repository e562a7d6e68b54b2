import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { BRAND_COPY, LIMITS, type TargetScope } from '@swagdrop/model';
import { PlaceCombobox } from '@swagdrop/shared-ui/places';
import type { SubmitFormValues } from '../api/create-submission';

interface TargetingFieldsProps {
  control: Control<SubmitFormValues>;
  setValue: UseFormSetValue<SubmitFormValues>;
  scope: TargetScope;
  locationError?: string;
  disabled?: boolean;
}

/**
 * Geographic targeting (docs/product-rules.md#submissions): nationwide by default; local reveals
 * the location box with its hint, and switching back to nationwide clears it. Local requires a
 * location (docs/product-rules.md#listings) — the shared schema says so, this only shows it. The
 * location box suggests places ('City, ST'); any other town can still be typed.
 */
export default function TargetingFields({
  control,
  setValue,
  scope,
  locationError,
  disabled,
}: TargetingFieldsProps) {
  const labelId = useId();
  return (
    <>
      <FormControl component="fieldset" disabled={disabled}>
        <FormLabel component="legend" id={labelId}>
          Geographic Targeting
        </FormLabel>
        <Controller
          control={control}
          name="target_scope"
          render={({ field }) => (
            <RadioGroup
              row
              aria-labelledby={labelId}
              name={field.name}
              value={field.value}
              onChange={(_event, value) => {
                field.onChange(value as TargetScope);
                if (value === 'nationwide') {
                  setValue('target_location', '', { shouldValidate: false });
                }
              }}
            >
              <FormControlLabel value="nationwide" control={<Radio />} label="Nationwide" />
              <FormControlLabel value="local" control={<Radio />} label="Local" />
            </RadioGroup>
          )}
        />
      </FormControl>
      {scope === 'local' && (
        <Controller
          control={control}
          name="target_location"
          render={({ field: { ref, ...field } }) => (
            <PlaceCombobox
              {...field}
              inputRef={ref}
              label="Target Location"
              required
              fullWidth
              disabled={disabled}
              placeholder="e.g. Austin"
              error={Boolean(locationError)}
              helperText={locationError ?? BRAND_COPY.locationHint}
              slotProps={{ htmlInput: { maxLength: LIMITS.location } }}
            />
          )}
        />
      )}
    </>
  );
}
