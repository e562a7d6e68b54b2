import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  BRAND_COPY,
  CATEGORY_LABELS,
  CATEGORY_VALUES,
  DECOY_FIELD,
  DEFAULT_CATEGORY,
  DEFAULT_TARGET_SCOPE,
  LIMITS,
} from '@swagdrop/model';
import { useKnownUser } from '../../../lib/auth';
import { submitFormResolver, type SubmitFormValues } from '../api/create-submission';
import { useSubmitAndPay } from '../hooks/use-submit-and-pay';
import { readSubmitDraft } from '../utils/submit-draft';
import ImagePicker from './ImagePicker';
import TargetingFields from './TargetingFields';

const DEFAULT_VALUES: SubmitFormValues = {
  brand_name: '',
  contact_email: '',
  title: '',
  description: '',
  category: DEFAULT_CATEGORY,
  image: null,
  external_url: '',
  coupon_code: '',
  free_shipping: false,
  target_scope: DEFAULT_TARGET_SCOPE,
  target_location: '',
  [DECOY_FIELD]: '',
};

type TextName =
  'brand_name' | 'contact_email' | 'title' | 'description' | 'external_url' | 'coupon_code';

/** The draft kept across the payment page (submit-draft.ts), else the empty form. */
function initialValues(): SubmitFormValues {
  const draft = readSubmitDraft();
  return draft ? { ...DEFAULT_VALUES, ...draft.values, image: draft.image } : DEFAULT_VALUES;
}

/**
 * The /submit form (docs/product-rules.md#submissions): validated with the shared schema, then
 * upload → pay. Back from a canceled payment it shows the values and image sent before; a signed-in
 * brand's contact email starts as its account's.
 */
export default function SubmitForm() {
  const decoyId = useId();
  const [defaults] = useState(initialValues);
  const { control, register, handleSubmit, setValue, getValues, formState } =
    useForm<SubmitFormValues>({ resolver: submitFormResolver, defaultValues: defaults });
  const accountEmail = useKnownUser()?.email ?? null;
  useEffect(() => {
    if (accountEmail && !getValues('contact_email')) setValue('contact_email', accountEmail);
  }, [accountEmail, getValues, setValue]);
  const scope = useWatch({ control, name: 'target_scope' });
  // Filled in without typing (the account's email): keep the label clear of the text.
  const contactEmail = useWatch({ control, name: 'contact_email' });
  const { submit, pending } = useSubmitAndPay();
  const { errors } = formState;

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
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Submit your swag">
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
          defaultValue={defaults.category}
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
    </Box>
  );
}
