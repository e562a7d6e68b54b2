import { describe, expect, it } from 'vitest';
import { z } from './z';
import { fromDoc, fromDocs, withDates } from './from-doc';
import { isDocumentId } from './document-id';
import { claimDocSchema, listingDocSchema, submissionDocSchema } from './doc-schemas';

/** A stored Timestamp as both SDKs give it (the model only looks at its shape). */
function timestamp(ms: number) {
  return { toMillis: () => ms, toDate: () => new Date(ms), seconds: Math.floor(ms / 1000) };
}

describe('fromDoc', () => {
  const toClaim = fromDoc(claimDocSchema);

  it('turns Timestamps into Dates and adds the document id', () => {
    const claim = toClaim('c1', {
      first_name: 'Ada',
      email: 'ada@example.com',
      listing_id: 'l1',
      listing_title: 'Mug',
      brand_name: '',
      created_at: timestamp(1_700_000_000_000),
    });
    expect(claim).toEqual({
      id: 'c1',
      first_name: 'Ada',
      email: 'ada@example.com',
      listing_id: 'l1',
      listing_title: 'Mug',
      brand_name: null,
      created_at: new Date(1_700_000_000_000),
    });
  });

  it('maps a malformed document to null instead of throwing', () => {
    expect(toClaim('c2', { first_name: 42, created_at: timestamp(1) })).toBeNull();
    expect(toClaim('c3', { first_name: 'Ada' })).toBeNull();
    expect(toClaim('c4', null)).toBeNull();
    expect(toClaim('c5', 'text')).toBeNull();
    expect(toClaim('', { created_at: timestamp(1) })).toBeNull();
  });

  it('gives missing optional fields the defaults a screen shows', () => {
    const listing = fromDoc(listingDocSchema)('l1', { title: 'Tote' });
    expect(listing).toMatchObject({
      id: 'l1',
      title: 'Tote',
      slug: '',
      coupon_code: null,
      free_shipping: false,
      target_scope: 'nationwide',
      created_at: null,
      expires_at: null,
      expired: false,
    });
    const submission = fromDoc(submissionDocSchema)('s1', { created_at: timestamp(5) });
    expect(submission).toMatchObject({ payment_status: 'unpaid', user_id: null, status: '' });
  });

  it('lets a stored id field not override the document id', () => {
    const schema = z.object({ id: z.string() });
    expect(fromDoc(schema)('real', { id: 'forged' })).toEqual({ id: 'real' });
  });
});

describe('fromDocs', () => {
  it('keeps the valid documents of a list, in order', () => {
    const docs = [
      { id: 'a', data: () => ({ created_at: timestamp(2) }) },
      { id: 'b', data: () => ({ created_at: 'yesterday' }) },
      { id: 'c', data: () => ({ created_at: timestamp(1) }) },
    ];
    expect(fromDocs(claimDocSchema)(docs).map((c) => c.id)).toEqual(['a', 'c']);
  });
});

describe('withDates', () => {
  it('converts nested Timestamps and leaves other values as stored', () => {
    expect(withDates({ a: { b: [timestamp(3)] }, n: 1, s: 'x', nil: null })).toEqual({
      a: { b: [new Date(3)] },
      n: 1,
      s: 'x',
      nil: null,
    });
  });
});

describe('isDocumentId', () => {
  it('accepts one path segment and refuses what Firestore reserves or would read elsewhere', () => {
    expect(isDocumentId('abc123')).toBe(true);
    for (const id of ['', 'a/b', '.', '..', '__id__', 'x'.repeat(1501)]) {
      expect(isDocumentId(id)).toBe(false);
    }
  });
});
