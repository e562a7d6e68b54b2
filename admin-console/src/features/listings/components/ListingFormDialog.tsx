import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORY_LABELS,
  CATEGORY_VALUES,
  LIMITS,
  LISTING_TERM_COPY,
  STOCK_COPY,
} from '@swagdrop/model';
import FormSelectField from '../../../components/FormSelectField';
import FormTextField from '../../../components/FormTextField';
import type { AdminListing } from '../api/get-listings';
import { formDefaults, listingFormSchema, type ListingFormValues } from '../api/save-listing';
import ListingImageField from './ListingImageField';
import ListingTargetingField from './ListingTargetingField';

const FORM_ID = 'listing-form';

/**
 * Create/edit modal (docs/product-rules.md#listings). Saving (upload + callable) is the page's job.
 */
export default function ListingFormDialog({
  open,
  listing,
  saving,
  onClose,
  onSubmit,
}: {
  open: boolean;
  listing: AdminListing | null;
  saving: boolean;
  onClose: () => void;
  onSubmit: (values: ListingFormValues) => Promise<void>;
}) {
  const form = useForm<ListingFormValues>({
    resolver: zodResolver(listingFormSchema),
    defaultValues: formDefaults(listing),
  });
  const { control, reset, handleSubmit } = form;
  useEffect(() => {
    if (open) reset(formDefaults(listing));
  }, [open, listing, reset]);

  const text = (max: number) => ({ htmlInput: { maxLength: max } });
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="listing-form-title"
    >
      <DialogTitle id="listing-form-title">
        {listing ? 'Edit Listing' : 'Add New Listing'}
      </DialogTitle>
      <DialogContent dividers>
        <FormProvider {...form}>
          <Stack
            component="form"
            id={FORM_ID}
            noValidate
            spacing={2}
            onSubmit={handleSubmit(onSubmit)}
            aria-labelledby="listing-form-title"
          >
            <FormTextField
              control={control}
              name="title"
              label="Title"
              required
              slotProps={text(LIMITS.title)}
            />
            <FormTextField
              control={control}
              name="brand_name"
              label="Brand Name"
              required
              slotProps={text(LIMITS.brandName)}
            />
            <FormTextField
              control={control}
              name="description"
              label="Description"
              required
              multiline
              minRows={3}
              slotProps={text(LIMITS.description)}
            />
            <FormSelectField control={control} name="category" label="Category" required>
              {CATEGORY_VALUES.map((value) => (
                <MenuItem key={value} value={value}>
                  {CATEGORY_LABELS[value]}
                </MenuItem>
              ))}
            </FormSelectField>
            <FormTextField
              control={control}
              name="external_claim_url"
              label="External Claim URL"
              type="url"
              required
              placeholder="https://"
              slotProps={text(LIMITS.url)}
            />
            <ListingImageField />
            <FormTextField
              control={control}
              name="coupon_code"
              label="Coupon Code (optional)"
              slotProps={text(LIMITS.couponCode)}
            />
            <FormGroup row>
              <Controller
                control={control}
                name="free_shipping"
                render={({ field }) => (
                  <FormControlLabel
                    label="Free Shipping"
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                      />
                    }
                  />
                )}
              />
              <Controller
                control={control}
                name="is_featured"
                render={({ field }) => (
                  <FormControlLabel
                    label="Featured"
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                      />
                    }
                  />
                )}
              />
            </FormGroup>
            <ListingTargetingField />
            <FormTextField
              control={control}
              name="quantity"
              label={STOCK_COPY.quantityLabel}
              helperText={STOCK_COPY.quantityHelp}
              slotProps={{
                htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 12 },
              }}
            />
            <FormTextField
              control={control}
              name="expires_on"
              label={LISTING_TERM_COPY.endDateLabel}
              type="date"
              helperText={LISTING_TERM_COPY.endDateHelp}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={saving}>
          {saving ? 'Saving...' : listing ? 'Update Listing' : 'Create Listing'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
