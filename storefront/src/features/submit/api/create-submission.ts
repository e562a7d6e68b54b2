import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  DECOY_FIELD,
  type Category,
  type CreateSubmissionResult,
  type TargetScope,
} from '@swagdrop/model';
import { CALLABLES, callFunction } from '@swagdrop/firebase-web';
import { checkImageFile } from '../utils/image-checks';

interface FieldError {
  type: string;
  message: string;
}

/** An image already stored by the upload helper (kept in the draft across the payment page). */
export interface UploadedImage {
  url: string;
  name: string;
}

/** The form's image: a file chosen now, one uploaded earlier, or none yet. */
export type SubmitImage = File | UploadedImage | null;

/** What the /submit form edits: the submission fields, with the image instead of image_url. */
export interface SubmitFormValues {
  brand_name: string;
  contact_email: string;
  title: string;
  description: string;
  category: Category;
  image: SubmitImage;
  external_url: string;
  coupon_code: string;
  free_shipping: boolean;
  target_scope: TargetScope;
  target_location: string;
  /** 'How many can people claim?' as typed; '' = no limit. */
  quantity: string;
  [DECOY_FIELD]: string;
}

/** The callable's input; `image_url` is the uploaded file's URL. */
export function toSubmissionInput(values: SubmitFormValues, imageUrl: string) {
  return {
    brand_name: values.brand_name,
    contact_email: values.contact_email,
    title: values.title,
    description: values.description,
    category: values.category,
    image_url: imageUrl,
    external_url: values.external_url,
    coupon_code: values.coupon_code,
    free_shipping: values.free_shipping,
    target_scope: values.target_scope,
    target_location: values.target_scope === 'local' ? values.target_location : null,
    // As typed: the shared rule reads the text, so each wrong value gets its own message.
    quantity: values.quantity.trim() === '' ? null : values.quantity.trim(),
    [DECOY_FIELD]: values[DECOY_FIELD],
  };
}

/** Stands in for the not-yet-uploaded image so the shared schema can check everything else. */
const PENDING_UPLOAD_URL = 'https://upload.pending/image.png';

/**
 * Valid values for every field. zod runs the schema's cross-field rule (local needs a location)
 * only once all fields pass, so the targeting is also checked on top of these, to show its
 * message together with the others instead of after they are fixed.
 */
const VALID_SAMPLE: SubmitFormValues = {
  brand_name: 'Brand',
  contact_email: 'brand@example.com',
  title: 'Title',
  description: 'Description',
  category: 'shirts',
  image: null,
  external_url: 'https://example.com',
  coupon_code: '',
  free_shipping: false,
  target_scope: 'nationwide',
  target_location: '',
  quantity: '',
  [DECOY_FIELD]: '',
};

/**
 * The shared schema (and zod with it) loads on the first check, not with the page: evaluating
 * it was one of the longest tasks of /submit's boot on a phone, before anyone has typed.
 */
const loadSchema = () => import('@swagdrop/model/schemas').then((m) => m.submissionInputSchema);
type SubmissionSchema = Awaited<ReturnType<typeof loadSchema>>;

function firstIssues(
  schema: SubmissionSchema,
  values: SubmitFormValues,
  into: Record<string, FieldError>,
): void {
  const parsed = schema.safeParse(toSubmissionInput(values, PENDING_UPLOAD_URL));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !into[field]) {
      into[field] = { type: issue.code, message: issue.message };
    }
  }
}

/**
 * The form is checked with the same shared schema the function uses (never a copy of its rules),
 * plus the spec's image checks on the chosen file; each field shows its first message.
 */
export const submitFormResolver: Resolver<SubmitFormValues> = async (values) => {
  const errors: Record<string, FieldError> = {};
  const schema = await loadSchema();
  firstIssues(schema, values, errors);
  firstIssues(
    schema,
    {
      ...VALID_SAMPLE,
      target_scope: values.target_scope,
      target_location: values.target_location,
    },
    errors,
  );
  // An image uploaded earlier passed these checks (and the server's) when it was chosen.
  const imageError =
    values.image && !(values.image instanceof File) ? null : await checkImageFile(values.image);
  if (imageError) errors.image = { type: 'image', message: imageError };
  return Object.keys(errors).length > 0
    ? { values: {}, errors: errors as FieldErrors<SubmitFormValues> }
    : { values, errors: {} };
};

export type SubmissionCallInput = ReturnType<typeof toSubmissionInput>;

/** Stores the submission through the function (browsers cannot write submissions). */
export function createSubmission(input: SubmissionCallInput): Promise<CreateSubmissionResult> {
  return callFunction(CALLABLES.createSubmission, input);
}
