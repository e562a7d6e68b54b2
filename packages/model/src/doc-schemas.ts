import { z } from './z';
import { DEFAULT_TARGET_SCOPE, TARGET_SCOPES } from './statuses';
import { storedQuantity } from './stock-rules';
import { placeFromStored } from './places';

/**
 * Stored documents as the admin console reads them (through `fromDocs`, from-doc.ts). These
 * read what is stored, not what a form may write: the write rules are the input schemas
 * (schemas.ts). A missing optional field takes the default a screen shows for it; a field of
 * the wrong type leaves the document out. Categories, statuses and reasons stay the stored
 * strings, so a value the console does not know is shown as is rather than hidden.
 */

const text = z.string().default('');
/** Absent or blank → null. */
const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null));
const flag = z.boolean().default(false);
const optionalDate = z
  .date()
  .nullish()
  .transform((v) => v ?? null);
const id = z.string().min(1);

/** What a listing and a submission both show. */
const offerFields = {
  id,
  title: text,
  description: text,
  image_url: text,
  brand_name: text,
  category: text,
  coupon_code: optionalText,
  free_shipping: flag,
  target_scope: z.enum(TARGET_SCOPES).default(DEFAULT_TARGET_SCOPE),
  target_location: optionalText,
  /**
   * The place the server looked up ('City, ST'); null for nationwide, a town the list lacks
   * and documents stored before places (docs/product-rules.md#places).
   */
  target_place: z.unknown().optional().transform(placeFromStored),
  /** Absent in documents written before stock existed: no limit. */
  quantity: z.unknown().optional().transform(storedQuantity),
};

export const listingDocSchema = z.object({
  ...offerFields,
  slug: text,
  external_claim_url: text,
  is_featured: flag,
  created_at: optionalDate,
  owner_uid: optionalText,
  expires_at: optionalDate,
  expired: flag,
  plan_featured: flag,
  /** Set by the functions when the last unit goes; cleared by 'Add stock'. */
  all_claimed: flag,
});
export type ListingDoc = z.output<typeof listingDocSchema>;

export const submissionDocSchema = z.object({
  ...offerFields,
  /** Set by the image pipeline when the upload was not a real image (image_url is then ''). */
  image_rejected: flag,
  external_url: text,
  contact_email: text,
  status: text,
  payment_status: optionalText.transform((v) => v ?? 'unpaid'),
  user_id: optionalText,
  listing_id: optionalText,
  created_at: z.date(),
});
export type SubmissionDoc = z.output<typeof submissionDocSchema>;

export const claimDocSchema = z.object({
  id,
  first_name: text,
  email: text,
  listing_id: text,
  /** Copied onto the claim when it is written (the listing's title and brand then). */
  listing_title: optionalText,
  brand_name: optionalText,
  created_at: z.date(),
});
export type ClaimDoc = z.output<typeof claimDocSchema>;

export const reportDocSchema = z.object({
  id,
  listing_id: text,
  reason: text,
  message: optionalText,
  reporter_email: optionalText,
  reporter_user_id: optionalText,
  status: text,
  created_at: z.date(),
  listing_title: optionalText,
  brand_name: optionalText,
  slug: optionalText,
});
export type ReportDoc = z.output<typeof reportDocSchema>;

const auditValues = z
  .record(z.string(), z.unknown())
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);

export const auditEntryDocSchema = z.object({
  id,
  actor_uid: text,
  actor_email: optionalText,
  action: text,
  target: text,
  before: auditValues,
  after: auditValues,
  created_at: optionalDate,
});
export type AuditEntryDoc = z.output<typeof auditEntryDocSchema>;
