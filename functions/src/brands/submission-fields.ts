import { DECOY_FIELD, type SubmissionInput } from '@swagdrop/shared-ui/model';
import { config } from '../config';

/**
 * The stored fields of a submission, copied one by one from the validated input, so nothing
 * else from a request (and never the decoy) reaches the document.
 */
export function submissionFields(input: SubmissionInput) {
  return {
    title: input.title,
    description: input.description,
    image_url: input.image_url,
    brand_name: input.brand_name,
    category: input.category,
    external_url: input.external_url,
    coupon_code: input.coupon_code,
    free_shipping: input.free_shipping,
    target_scope: input.target_scope,
    target_location: input.target_location,
    contact_email: input.contact_email,
  };
}

export const isDecoy = (input: SubmissionInput): boolean => Boolean(input[DECOY_FIELD]);

/**
 * Where a filled decoy is sent instead of a checkout: the page a paying brand lands on, so the
 * answer looks like a finished submission and a bot learns nothing.
 */
export function decoySuccessUrl(): string {
  return `${config.storefrontUrl.replace(/\/$/, '')}/submit?success=true`;
}
