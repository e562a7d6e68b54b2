/**
 * Hostile payloads against the visitor write callables (submitClaim, submitReport,
 * joinWaitlist): every payload in every field, plus privileged extra keys.
 */
import { beforeAll, describe } from 'vitest';
import { seedListing } from '../../support/emulator';
import { uniqueEmail, uniqueIp } from '../public-writes/helpers';
import { callableOutcome, describeHostileRuns, type WritePath } from './hostile-harness';

let listingId = '';
beforeAll(async () => {
  listingId = await seedListing({ title: 'Hostile Input Target Tee' });
});

const lowerEmail = (emailField: string) => (field: string, value: string) =>
  field === emailField ? value.trim().toLowerCase() : value.trim();

const CLAIM_PATH: WritePath = {
  name: 'submitClaim',
  collection: 'claims',
  fields: ['first_name', 'email', 'listing_id', 'agreed_to_terms', 'website'],
  validBody: () => ({
    first_name: 'Hostile',
    email: uniqueEmail('hostile-claim'),
    listing_id: listingId,
    agreed_to_terms: true,
  }),
  call: (body) => callableOutcome('submitClaim', body, { ip: uniqueIp() }),
  storedKeys: [
    'first_name',
    'email',
    'listing_id',
    'agreed_to_terms',
    'created_at',
    'listing_title',
    'brand_name',
    'search_keywords',
  ],
  normalize: lowerEmail('email'),
  decoyField: 'website',
  serverValues: { agreed_to_terms: true },
};

const REPORT_PATH: WritePath = {
  name: 'submitReport',
  collection: 'listing_reports',
  fields: ['listing_id', 'reason', 'message', 'reporter_email'],
  validBody: () => ({
    listing_id: listingId,
    reason: 'out_of_stock',
    message: 'All gone since Monday.',
    reporter_email: uniqueEmail('hostile-report'),
  }),
  call: (body) => callableOutcome('submitReport', body, { ip: uniqueIp() }),
  storedKeys: [
    'listing_id',
    'reason',
    'message',
    'reporter_email',
    'reporter_user_id',
    'status',
    'created_at',
    'listing_title',
    'brand_name',
    'slug',
  ],
  multilineFields: ['message'],
  normalize: lowerEmail('reporter_email'),
  serverValues: { status: 'pending', reporter_user_id: null },
};

const WAITLIST_PATH: WritePath = {
  name: 'joinWaitlist',
  collection: 'waitlist',
  fields: ['email'],
  validBody: () => ({ email: uniqueEmail('hostile-waitlist') }),
  call: (body) => callableOutcome('joinWaitlist', body, { ip: uniqueIp() }),
  storedKeys: ['email', 'status', 'confirm_token', 'unsubscribe_token', 'created_at'],
  normalize: lowerEmail('email'),
};

describe('hostile input: submitClaim', () => describeHostileRuns(CLAIM_PATH));
describe('hostile input: submitReport', () => describeHostileRuns(REPORT_PATH));
describe('hostile input: joinWaitlist', () => describeHostileRuns(WAITLIST_PATH));
