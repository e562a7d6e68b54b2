/**
 * Hostile payloads against the admin forms' server side: saveListing (the listing form, every
 * field and the target id) and setReportStatus (the report status menu). An admin account is
 * trusted to moderate, not to store markup that runs or URLs that are not http(s).
 */
import { beforeAll, describe } from 'vitest';
import { adminDb, Timestamp } from '../../support/emulator';
import { listingPayload, newAccount } from '../admin-core/helpers';
import { callableOutcome, describeHostileRuns, type Body, type WritePath } from './hostile-harness';

const LISTING_FIELDS = [
  'title',
  'brand_name',
  'description',
  'category',
  'external_claim_url',
  'image_url',
  'coupon_code',
  'free_shipping',
  'is_featured',
  'target_scope',
  'target_location',
] as const;

let adminToken = '';
let reportId = '';
beforeAll(async () => {
  adminToken = await (await newAccount('admin')).token();
  const ref = await adminDb().collection('listing_reports').add({
    listing_id: 'hostile-report-target',
    reason: 'out_of_stock',
    message: null,
    reporter_email: 'reporter@example.com',
    reporter_user_id: null,
    status: 'resolved',
    created_at: Timestamp.now(),
    listing_title: null,
    brand_name: null,
    slug: null,
  });
  reportId = ref.id;
});

/** The listing form: payloads go into the listing object; `id` is the request's own field. */
const LISTING_PATH: WritePath = {
  name: 'saveListing',
  collection: 'swag_listings',
  fields: [...LISTING_FIELDS, 'id'],
  validBody: () => listingPayload({ target_scope: 'local', target_location: 'Berlin' }),
  call: (body: Body) => {
    const { id, ...listing } = body;
    const request = 'id' in body ? { id, listing } : { listing };
    return callableOutcome('saveListing', request, { idToken: adminToken });
  },
  // quantity and all_claimed: numbers and booleans the stock rules keep, never text.
  // target_place: the place the server looked up from target_location.
  storedKeys: [
    ...LISTING_FIELDS,
    'target_place',
    'slug',
    'created_at',
    'updated_at',
    'quantity',
    'all_claimed',
  ],
  urlFields: ['image_url', 'external_claim_url'],
  multilineFields: ['description'],
};

/** A resolved report is final, so no status payload may change it (or add an audit entry). */
const REPORT_STATUS_PATH: WritePath = {
  name: 'setReportStatus',
  collection: 'audit_log',
  fields: ['reportId', 'status'],
  validBody: () => ({ reportId, status: 'resolved' }),
  call: (body) => callableOutcome('setReportStatus', body, { idToken: adminToken }),
  storedKeys: [],
  mustReject: true,
};

describe('hostile input: saveListing (admin listing form)', () =>
  describeHostileRuns(LISTING_PATH));
describe('hostile input: setReportStatus (admin reports)', () =>
  describeHostileRuns(REPORT_STATUS_PATH));
