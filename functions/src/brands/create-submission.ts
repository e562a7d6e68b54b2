import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  BRAND_COPY,
  COPY,
  DECOY_FIELD,
  IMAGE_SNIFF_BYTES,
  normalizeEmail,
  sniffImageType,
  submissionInputSchema,
  type CreateSubmissionResult,
} from '@swagdrop/shared-ui/model';
import { db, storage } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { requestIp } from '../lib/request-ip';
import { storageEmulatorHost } from '../lib/storage-emulator';
import { enforceThrottle } from '../lib/throttle';
import { parseOrThrow } from '../lib/validation';
import { ownImagePath } from './image-url';

/**
 * The image must be an object the upload helper put in our bucket (and storage.rules vetted),
 * and really an image: the rules only see the declared content type, so a text or HTML file
 * uploaded as image/png passes them; its first bytes do not (the browser helper's check).
 */
async function assertOwnImage(imageUrl: string): Promise<void> {
  const bucket = (await storage()).bucket();
  const path = ownImagePath(imageUrl, { bucket: bucket.name, emulatorHost: storageEmulatorHost() });
  const notOurs = new HttpsError('invalid-argument', BRAND_COPY.imageNotOurs, {
    field: 'image_url',
  });
  if (!path) throw notOurs;
  // One read of the first bytes: a missing object (never uploaded, or just removed by the
  // image pipeline) fails here like a foreign URL, never as an internal error.
  const head = await bucket
    .file(path)
    .download({ start: 0, end: IMAGE_SNIFF_BYTES - 1 })
    .then(([bytes]) => bytes)
    .catch((error: unknown) => {
      if ((error as { code?: number }).code === 404) return null;
      throw error;
    });
  if (head === null) throw notOurs;
  if (!sniffImageType(new Uint8Array(head))) {
    throw new HttpsError('invalid-argument', COPY.uploadInvalidType, { field: 'image_url' });
  }
}

/**
 * Public /submit form (spec §4 brand submission flow, decisions.md). The strict shared schema
 * refuses unknown keys, so a visitor cannot send status, payment_status or user_id; the server
 * sets them. A filled decoy stores nothing and gets an id shaped like a real one.
 */
export const createSubmission = publicCallable<CreateSubmissionResult>(async (request) => {
  const input = parseOrThrow(submissionInputSchema, request.data);
  const ref = db.collection('submissions').doc();
  if (input[DECOY_FIELD]) {
    logger.info('createSubmission: decoy filled, nothing stored');
    return { id: ref.id };
  }
  await assertOwnImage(input.image_url);
  await enforceThrottle('submission', {
    ip: requestIp(request.rawRequest),
    email: normalizeEmail(input.contact_email),
  });
  // Only the fields of the schema are copied, so nothing else from the request is stored.
  await ref.create({
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
    status: 'pending',
    payment_status: 'unpaid',
    user_id: request.auth?.uid ?? null,
    created_at: FieldValue.serverTimestamp(),
  });
  return { id: ref.id };
});
