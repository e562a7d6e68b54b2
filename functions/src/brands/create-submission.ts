import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  BRAND_COPY,
  DECOY_FIELD,
  normalizeEmail,
  submissionInputSchema,
  type CreateSubmissionResult,
} from '@swagdrop/shared-ui/model';
import { config } from '../config';
import { db, storage } from '../lib/admin';
import { publicCallable } from '../lib/callable';
import { requestIp } from '../lib/request-ip';
import { enforceThrottle } from '../lib/throttle';
import { parseOrThrow } from '../lib/validation';
import { ownImagePath } from './image-url';

/** host:port of the Storage emulator, from either variable the emulator suite sets. */
function storageEmulatorHost(): string | null {
  if (!config.isEmulator) return null;
  const raw = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.STORAGE_EMULATOR_HOST;
  return raw ? raw.replace(/^https?:\/\//, '').replace(/\/$/, '') : null;
}

/** The image must be an object the upload helper put in our bucket (and storage.rules vetted). */
async function assertOwnImage(imageUrl: string): Promise<void> {
  const bucket = storage.bucket();
  const path = ownImagePath(imageUrl, { bucket: bucket.name, emulatorHost: storageEmulatorHost() });
  const [exists] = path ? await bucket.file(path).exists() : [false];
  if (!exists) {
    throw new HttpsError('invalid-argument', BRAND_COPY.imageNotOurs, { field: 'image_url' });
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
