/**
 * Hostile payloads against the brand write paths: the public submission callable and the two
 * HTTP checkout functions (which must refuse every payload before Stripe or Firestore is used).
 */
import { beforeAll, describe } from 'vitest';
import { adminDb, createUser, idTokenFor, Timestamp, URLS } from '../../support/emulator';
import {
  FEATURED_PRICE,
  submissionInput,
  uniqueEmail,
  uniqueIp,
  uploadTestImage,
} from '../brands/helpers';
import {
  callableOutcome,
  describeHostileRuns,
  httpOutcome,
  type WritePath,
} from './hostile-harness';

const SUBMISSION_FIELDS = [
  'brand_name',
  'contact_email',
  'title',
  'description',
  'category',
  'image_url',
  'external_url',
  'coupon_code',
  'free_shipping',
  'target_scope',
  'target_location',
] as const;

let image = '';
let pendingSubmissionId = '';
let brandToken = '';
beforeAll(async () => {
  image = await uploadTestImage();
  const ref = await adminDb()
    .collection('submissions')
    .add({
      ...submissionInput(image, { target_location: null }),
      status: 'pending',
      payment_status: 'unpaid',
      user_id: null,
      created_at: Timestamp.now(),
    });
  pendingSubmissionId = ref.id;
  const email = uniqueEmail('hostile-brand');
  await createUser(email, 'hostile-pass-1');
  brandToken = await idTokenFor(email, 'hostile-pass-1');
});

const SUBMISSION_PATH: WritePath = {
  name: 'createSubmission',
  collection: 'submissions',
  fields: [...SUBMISSION_FIELDS, 'website'],
  validBody: () => {
    const { website: _decoy, ...body } = submissionInput(image, {
      target_scope: 'local',
      target_location: 'Berlin',
    });
    return body;
  },
  call: (body) => callableOutcome('createSubmission', body, { ip: uniqueIp() }),
  storedKeys: [
    ...SUBMISSION_FIELDS,
    // The place the server looked up from target_location.
    'target_place',
    'status',
    'payment_status',
    'user_id',
    'created_at',
    'draft_token_hash',
    // How many can be claimed: a number or null, never text.
    'quantity',
  ],
  urlFields: ['image_url', 'external_url'],
  multilineFields: ['description'],
  decoyField: 'website',
  serverValues: { status: 'pending', payment_status: 'unpaid', user_id: null },
};

const CHECKOUT_PATH: WritePath = {
  name: 'createCheckoutSession',
  collection: 'submissions',
  fields: ['submissionId'],
  validBody: () => ({ submissionId: pendingSubmissionId }),
  call: (body) => httpOutcome('createCheckoutSession', body),
  storedKeys: [],
  mustReject: true,
};

const SUBSCRIPTION_PATH: WritePath = {
  name: 'createSubscriptionCheckout',
  collection: 'customers',
  fields: ['price_id', 'success_url', 'cancel_url', 'mode'],
  validBody: () => ({
    price_id: FEATURED_PRICE,
    success_url: `${URLS.storefront}/success`,
    cancel_url: `${URLS.storefront}/dashboard`,
    mode: 'subscription',
  }),
  call: (body) =>
    httpOutcome('createSubscriptionCheckout', body, { authorization: `Bearer ${brandToken}` }),
  storedKeys: [],
  mustReject: true,
};

describe('hostile input: createSubmission', () => describeHostileRuns(SUBMISSION_PATH));
describe('hostile input: createCheckoutSession', () => describeHostileRuns(CHECKOUT_PATH));
describe('hostile input: createSubscriptionCheckout', () => describeHostileRuns(SUBSCRIPTION_PATH));
