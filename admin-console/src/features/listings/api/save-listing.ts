import {
  CATEGORY_VALUES,
  COPY,
  DEFAULT_CATEGORY,
  DEFAULT_TARGET_SCOPE,
  LOCATION_REQUIRED,
  MAX_IMAGE_BYTES,
  TARGET_SCOPES,
  LISTING_TERM_COPY,
  endOfDayMs,
  isoDate,
  listingInputSchema,
  type SaveListingRequest,
  z,
} from '@swagdrop/model';
import { CALLABLES, callFunction, isAllowedImageType } from '@swagdrop/firebase-web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminListing } from './get-listings';
import { invalidateListingViews } from './listing-views';

export const IMAGE_MODES = ['url', 'upload'] as const;
export type ImageMode = (typeof IMAGE_MODES)[number];

/** Stands in for the not-yet-uploaded file's URL so the shared schema checks everything else. */
const PENDING_UPLOAD_URL = 'https://upload.pending/image';

const formShape = z.object({
  title: z.string(),
  brand_name: z.string(),
  description: z.string(),
  category: z.enum(CATEGORY_VALUES),
  external_claim_url: z.string(),
  image_mode: z.enum(IMAGE_MODES),
  image_url: z.string(),
  image_file: z.custom<File>((v) => v instanceof File).nullable(),
  coupon_code: z.string(),
  free_shipping: z.boolean(),
  is_featured: z.boolean(),
  target_scope: z.enum(TARGET_SCOPES),
  target_location: z.string(),
  /** YYYY-MM-DD from the date field; '' = no end. */
  expires_on: z.string(),
  /** How many people can claim it, as typed; '' = no limit. */
  quantity: z.string(),
});
export type ListingFormValues = z.infer<typeof formShape>;

/** The form's values as the callable's listing (the shared listingInputSchema's input). */
export function toListingInput(values: ListingFormValues, imageUrl: string) {
  return {
    title: values.title,
    brand_name: values.brand_name,
    description: values.description,
    category: values.category,
    external_claim_url: values.external_claim_url,
    image_url: imageUrl,
    coupon_code: values.coupon_code,
    free_shipping: values.free_shipping,
    is_featured: values.is_featured,
    target_scope: values.target_scope,
    target_location: values.target_scope === 'local' ? values.target_location : null,
    // As typed: the shared rule reads the text, so each wrong value gets its own message.
    quantity: values.quantity.trim() === '' ? null : values.quantity.trim(),
  };
}

function imageIssue(values: ListingFormValues): { path: string; message: string } | null {
  if (values.image_mode === 'url') {
    return values.image_url.trim() ? null : { path: 'image_url', message: COPY.imageUrlMissing };
  }
  const file = values.image_file;
  if (!file) return { path: 'image_file', message: COPY.imageFileMissing };
  if (!isAllowedImageType(file.type)) return { path: 'image_file', message: COPY.imageInvalid };
  if (file.size >= MAX_IMAGE_BYTES) return { path: 'image_file', message: COPY.imageTooLarge };
  return null;
}

/**
 * The admin listing form (docs/product-rules.md#listings): every field rule comes from the shared
 * listingInputSchema (the server applies the same one); the form adds only the image-mode messages.
 */
export const listingFormSchema = formShape.superRefine((values, ctx) => {
  const image = imageIssue(values);
  if (image) ctx.addIssue({ code: 'custom', path: [image.path], message: image.message });
  const probeUrl = values.image_mode === 'url' ? values.image_url : PENDING_UPLOAD_URL;
  const parsed = listingInputSchema.safeParse(toListingInput(values, probeUrl));
  if (values.expires_on !== '' && endOfDayMs(values.expires_on) === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['expires_on'],
      message: LISTING_TERM_COPY.endDateInvalid,
    });
  }
  const seen = new Set(image ? [image.path] : []);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = String(issue.path[0] ?? '');
    if (seen.has(path)) continue;
    seen.add(path);
    ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
  }
  // The schema checks the location only once every other field is valid; say it up front.
  if (
    values.target_scope === 'local' &&
    !values.target_location.trim() &&
    !seen.has('target_location')
  ) {
    ctx.addIssue({ code: 'custom', path: ['target_location'], message: LOCATION_REQUIRED });
  }
});

export function formDefaults(listing?: AdminListing | null): ListingFormValues {
  return {
    title: listing?.title ?? '',
    brand_name: listing?.brand_name ?? '',
    description: listing?.description ?? '',
    // A stored category the form does not offer starts on the default, as a new listing.
    category: CATEGORY_VALUES.find((c) => c === listing?.category) ?? DEFAULT_CATEGORY,
    external_claim_url: listing?.external_claim_url ?? '',
    image_mode: 'url',
    image_url: listing?.image_url ?? '',
    image_file: null,
    coupon_code: listing?.coupon_code ?? '',
    free_shipping: listing?.free_shipping ?? false,
    is_featured: listing?.is_featured ?? false,
    target_scope: listing?.target_scope ?? DEFAULT_TARGET_SCOPE,
    target_location: listing?.target_location ?? '',
    expires_on: listing?.expires_at ? isoDate(listing.expires_at) : '',
    quantity: listing?.quantity == null ? '' : String(listing.quantity),
  };
}

/**
 * The end to send with a save: undefined when the date field was left as it was (the stored
 * end is kept to the millisecond), else the close of the chosen day or null for none.
 */
export function expiryToSave(
  values: ListingFormValues,
  listing: AdminListing | null,
): number | null | undefined {
  if (values.expires_on === formDefaults(listing).expires_on) return undefined;
  return values.expires_on === '' ? null : endOfDayMs(values.expires_on);
}

/** Create (no id) or update through the `saveListing` function, which writes the audit entry. */
export function useSaveListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveListingRequest) => callFunction(CALLABLES.saveListing, request),
    onSuccess: () => invalidateListingViews(client),
  });
}
