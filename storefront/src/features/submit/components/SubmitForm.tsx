import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { DECOY_FIELD, DEFAULT_CATEGORY, DEFAULT_TARGET_SCOPE } from '@swagdrop/model';
import { useKnownUser } from '../../../lib/auth';
import { submitFormResolver, type SubmitFormValues } from '../api/create-submission';
import { useSubmitAndPay } from '../hooks/use-submit-and-pay';
import { readSubmitDraft } from '../utils/submit-draft';
import SubmitFormFields from './SubmitFormFields';

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
  quantity: '',
  [DECOY_FIELD]: '',
};

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
  const [defaults] = useState(initialValues);
  const { control, register, handleSubmit, setValue, getValues } = useForm<SubmitFormValues>({
    resolver: submitFormResolver,
    defaultValues: defaults,
  });
  const accountEmail = useKnownUser()?.email ?? null;
  useEffect(() => {
    if (accountEmail && !getValues('contact_email')) setValue('contact_email', accountEmail);
  }, [accountEmail, getValues, setValue]);
  const { submit, pending } = useSubmitAndPay();

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} aria-label="Submit your swag">
      <SubmitFormFields
        control={control}
        register={register}
        setValue={setValue}
        pending={pending}
        defaultCategory={defaults.category}
      />
    </Box>
  );
}
