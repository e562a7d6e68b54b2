import { FieldValue } from 'firebase-admin/firestore';
import { CALLABLES, normalizeEmail } from '@swagdrop/model';
import { db } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { requestIp } from '../lib/request-ip';
import { enforceThrottle } from '../lib/throttle';
import { hashDraftToken, newDraftToken } from './draft-token';
import { publishImage } from '../images/publish-image';
import { checkImage } from './own-image';
import {
  accountUid,
  decoySuccessUrl,
  imageFields,
  isDecoy,
  submissionFields,
} from './submission-fields';
import { logDecoySubmission } from './submission-log';

/**
 * Public /submit form (docs/product-rules.md#submissions). The strict shared schema
 * refuses unknown keys, so a visitor cannot send status, payment_status or user_id; the server
 * sets them. The answer's draft token (stored hashed) lets the same browser change the unpaid
 * submission after a canceled payment instead of storing a second one (updateSubmission).
 * The image is the visitor's own pending upload (or an image already public), published to
 * swag-images/ only once the submission is accepted (publish-image.ts). A filled decoy stores
 * nothing and gets an answer of the same shape whose next step is the success page, with no
 * checkout.
 */
export const createSubmission = publicCallable(
  CALLABLES.createSubmission,
  async (input, request) => {
    const ref = db.collection('submissions').doc();
    const draftToken = newDraftToken();
    if (isDecoy(input)) {
      logDecoySubmission('createSubmission');
      return {
        id: ref.id,
        draft_token: draftToken,
        next_url: decoySuccessUrl(),
        image_url: input.image_url,
      };
    }
    const image = await checkImage(input.image_url, request.auth?.uid);
    await enforceThrottle('submission', {
      ip: requestIp(request.rawRequest),
      email: normalizeEmail(input.contact_email),
    });
    const imageUrl = await publishImage(image);
    await ref.create({
      ...submissionFields(input),
      ...imageFields(image, imageUrl),
      status: 'pending',
      payment_status: 'unpaid',
      user_id: accountUid(request.auth),
      draft_token_hash: hashDraftToken(draftToken),
      created_at: FieldValue.serverTimestamp(),
    });
    return { id: ref.id, draft_token: draftToken, next_url: null, image_url: imageUrl };
  },
);
