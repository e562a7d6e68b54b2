import { DECOY_FIELD, type SubmissionInput } from '@swagdrop/model';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { config } from '../config';
import type { CheckedImage } from './own-image';
import { targetPlace } from '../places/target-place';

/**
 * The stored fields of a submission, copied one by one from the validated input, so nothing
 * else from a request (and never the decoy) reaches the document. The place is looked up from
 * the typed location here (places/target-place.ts), never taken from the browser.
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
    ...targetPlace(input.target_scope, input.target_location),
    contact_email: input.contact_email,
    quantity: input.quantity,
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

/**
 * The stored image: its public URL, and for a published pending upload the pending path it came
 * from (`image_source`), so a retry naming the same, now moved, upload keeps it (own-image.ts).
 */
export function imageFields(image: CheckedImage, url: string) {
  return image.kind === 'pending'
    ? { image_url: url, image_source: image.path }
    : { image_url: url };
}

/**
 * The brand account behind a request, or null: the submit form signs visitors in anonymously
 * only so they may upload (storage.rules), which makes no one the owner of a submission.
 */
export function accountUid(auth: CallableRequest['auth']): string | null {
  if (!auth || auth.token.firebase.sign_in_provider === 'anonymous') return null;
  return auth.uid;
}
