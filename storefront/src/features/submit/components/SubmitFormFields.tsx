import { memo, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import {
  BRAND_COPY,
  CATEGORY_LABELS,
  CATEGORY_VALUES,
  DECOY_FIELD,
  LIMITS,
  STOCK_COPY,
} from '@swagdrop/model';
import type { SubmitFormValues } from '../api/create-submission';
import ImagePicker from './ImagePicker';
import TargetingFields from './TargetingFields';

type TextName =
  | 'brand_name'
  | 'contact_email'
  | 'title'
  | 'description'
  | 'external_url'
  | 'coupon_code'
  | 'quantity';

interface SubmitFormFieldsProps {
  control: Control<SubmitFormValues>;
  register: UseFormRegister<SubmitFormValues>;
  setValue: UseFormSetValue<SubmitFormValues>;
  pending: boolean;
  defaultCategory: SubmitFormValues['category'];
}

/**
 * The /submit form's fields and button. Memoized, and subscribed to the form's errors here rather
 * than through the form's root: react-hook-form re-renders the root once just after mounting (its
 * `isReady` state), and on a phone re-rendering every field then was a long task. The fields render
 * again only when their errors, the pending state or a watched value change.
 */
const SubmitFormFields = memo(function SubmitFormFields({
  control,
  register,
  setValue,
  pending,
  defaultCategory,
}: SubmitFormFieldsProps) {
  const decoyId = useId();
  const { errors } = useFormState({ control });
  const scope = useWatch({ control, name: 'target_scope' });
  // Filled in without typing (the account's email): keep the label clear of the text.
  const contactEmail = useWatch({ control, name: 'contact_email' });

  const text = (name: TextName, hint?: string): Partial<TextFieldProps> => {
    const { ref, ...rest } = register(name);
    const message = errors[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      fullWidth: true,
      disabled: pending,
      error: Boolean(message),
      helperText: message ?? hint,
    };
  };
  const { ref: categoryRef, ...category } = register('category');

  return (
    <Stack spacing={3}>
      <TextField
        {...text('brand_name')}
        label="Brand Name"
        required
        slotProps={{ htmlInput: { maxLength: LIMITS.brandName, autoComplete: 'organization' } }}
      />
      <TextField
        {...text('contact_email')}
        label="Contact Email"
        type="email"
        required
        slotProps={{
          htmlInput: { maxLength: LIMITS.email, autoComplete: 'email' },
          ...(contactEmail ? { inputLabel: { shrink: true } } : {}),
        }}
      />
      <TextField
        {...text('title')}
        label="Item Title"
        required
        slotProps={{ htmlInput: { maxLength: LIMITS.title } }}
      />
      <TextField
        {...text('description')}
        label="Description"
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: LIMITS.description } }}
      />
      <TextField
        {...category}
        inputRef={categoryRef}
        label="Category"
        select
        required
        fullWidth
        disabled={pending}
        defaultValue={defaultCategory}
        // Always holds a category (no empty option), so the native `required` would be
        // invalid HTML; the label still marks it required, and so does aria-required.
        slotProps={{
          select: { native: true },
          htmlInput: { required: false, 'aria-required': true },
        }}
      >
        {CATEGORY_VALUES.map((value) => (
          <option key={value} value={value}>
            {CATEGORY_LABELS[value]}
          </option>
        ))}
      </TextField>
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImagePicker
            value={field.value}
            onChange={field.onChange}
            error={errors.image?.message}
            disabled={pending}
          />
        )}
      />
      <TextField
        {...text('external_url', 'Where visitors claim the item, starting with https://')}
        label="Claim URL"
        type="url"
        required
        placeholder="https://"
        slotProps={{ htmlInput: { maxLength: LIMITS.url, inputMode: 'url' } }}
      />
      <TextField
        {...text('quantity', STOCK_COPY.quantityHelp)}
        label={STOCK_COPY.quantityLabel}
        // Text, not type="number": a browser would turn '1.5' or '-3' into nothing (= no
        // limit) instead of letting the form say what is wrong with it.
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 12 } }}
      />
      <TextField
        {...text('coupon_code', 'Optional')}
        label="Coupon Code"
        slotProps={{ htmlInput: { maxLength: LIMITS.couponCode } }}
      />
      <Controller
        control={control}
        name="free_shipping"
        render={({ field }) => (
          <FormControlLabel
            disabled={pending}
            control={
              <Checkbox
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                name={field.name}
              />
            }
            label="Free shipping"
          />
        )}
      />
      <TargetingFields
        control={control}
        setValue={setValue}
        scope={scope}
        locationError={errors.target_location?.message}
        disabled={pending}
      />
      {/* Honeypot: invisible to people and assistive tech; bots that fill it store nothing. */}
      <Box
        aria-hidden="true"
        sx={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}
      >
        <label htmlFor={decoyId}>Website</label>
        <input
          id={decoyId}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register(DECOY_FIELD)}
        />
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {pending ? BRAND_COPY.submitting : BRAND_COPY.submitButton}
      </Button>
    </Stack>
  );
});

export default SubmitFormFields;
