import { describe, expect, it } from 'vitest';
import { z } from './z';
import { fromDocs } from './from-doc';
import { isDocumentId } from './document-id';
import { claimDocSchema, listingDocSchema, submissionDocSchema } from './doc-schemas';

/** A stored Timestamp as both SDKs give it (the model only looks at its shape). */
function timestamp(ms: number) {
  return { toMillis: () => ms, toDate: () => new Date(ms), seconds: Math.floor(ms / 1000) };
}
const stored = (...docs: [string, unknown][]) =>
  docs.map(([id, data]) => ({ id, data: () => data }));

describe('fromDocs', () => {
  it('turns Timestamps (nested ones too) into Dates and adds the document id', () => {
    const claim = { first_name: 'Ada', email: 'ada@example.com', listing_id: 'l1' };
    expect(
      fromDocs(claimDocSchema)(
        stored([
          'c1',
          { ...claim, listing_title: 'Mug', brand_name: '', created_at: timestamp(7) },
        ]),
      ),
    ).toEqual([
      { id: 'c1', ...claim, listing_title: 'Mug', brand_name: null, created_at: new Date(7) },
    ]);
    const nested = z.object({ id: z.string(), a: z.unknown(), n: z.number(), nil: z.null() });
    expect(fromDocs(nested)(stored(['x', { a: { b: [timestamp(3)] }, n: 1, nil: null }]))).toEqual([
      { id: 'x', a: { b: [new Date(3)] }, n: 1, nil: null },
    ]);
  });

  it('leaves out malformed documents instead of throwing, keeping the valid ones in order', () => {
    const docs = stored(
      ['a', { created_at: timestamp(2) }],
      ['b', { created_at: 'yesterday' }],
      ['c', { first_name: 42, created_at: timestamp(1) }],
      ['d', { first_name: 'Ada' }],
      ['e', null],
      ['f', 'text'],
      ['', { created_at: timestamp(1) }],
      ['g', { created_at: timestamp(1) }],
    );
    expect(fromDocs(claimDocSchema)(docs).map((c) => c.id)).toEqual(['a', 'g']);
  });

  it('gives missing optional fields the defaults a screen shows', () => {
    expect(fromDocs(listingDocSchema)(stored(['l1', { title: 'Tote' }]))).toMatchObject([
      {
        id: 'l1',
        title: 'Tote',
        slug: '',
        coupon_code: null,
        free_shipping: false,
        target_scope: 'nationwide',
        created_at: null,
        expires_at: null,
        expired: false,
      },
    ]);
    expect(
      fromDocs(submissionDocSchema)(stored(['s1', { created_at: timestamp(5) }])),
    ).toMatchObject([{ payment_status: 'unpaid', user_id: null, status: '' }]);
  });

  it('lets a stored id field not override the document id', () => {
    const schema = z.object({ id: z.string() });
    expect(fromDocs(schema)(stored(['real', { id: 'forged' }]))).toEqual([{ id: 'real' }]);
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
