import { describe, expect, it } from 'vitest';
import { listingInputSchema, submissionInputSchema, URL_ERRORS } from './schemas';
import { TEXT_ERRORS } from './text';

const listing = {
  title: 'Tee',
  description: 'A tee.',
  image_url: 'https://images.example.com/tee.png',
  brand_name: 'Brand',
  category: 'shirts',
  coupon_code: '',
  free_shipping: false,
  target_scope: 'nationwide',
  target_location: null,
  external_claim_url: 'https://brand.example.com/claim',
  is_featured: false,
};
const { is_featured: _featured, external_claim_url: _claimUrl, ...listingFields } = listing;
const submission = {
  ...listingFields,
  external_url: 'https://brand.example.com/claim',
  contact_email: 'owner@example.com',
};

const urlFields = [
  ['listing image_url', listingInputSchema, listing, 'image_url'],
  ['listing external_claim_url', listingInputSchema, listing, 'external_claim_url'],
  ['submission image_url', submissionInputSchema, submission, 'image_url'],
  ['submission external_url', submissionInputSchema, submission, 'external_url'],
] as const;

describe('URL fields (browser and server share these rules)', () => {
  // The URL parser accepts these (it drops tabs/newlines and escapes other characters), but
  // the raw string would be stored and shown: a null byte, a header-splitting CRLF, or a
  // right-to-left override disguising the address.
  const hidden = [
    ['a null byte', 'https://example.com/\u0000x'],
    ['a CRLF', 'https://example.com/\r\nSet-Cookie: x=1'],
    ['a tab', 'https://exa\tmple.com/'],
    ['a right-to-left override', 'https://example.com/\u202Egnp.exe'],
    ['a right-to-left isolate', 'https://example.com/\u2067x\u2069'],
  ] as const;

  const refused = [
    ...hidden.map(([name, value]) => [name, value, TEXT_ERRORS.invalidCharacters] as const),
    ...['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x'].map(
      (value) => [`the scheme of ${value}`, value, URL_ERRORS.scheme] as const,
    ),
  ];

  for (const [label, schema, base, field] of urlFields) {
    it.each(refused)(`${label} refuses %s`, (_name, value, message) => {
      const result = schema.safeParse({ ...base, [field]: value });
      expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
    });

    it(`${label} keeps a plain https URL, trimmed`, () => {
      const result = schema.parse({ ...base, [field]: '  https://example.com/a?b=c  ' });
      expect((result as Record<string, unknown>)[field]).toBe('https://example.com/a?b=c');
    });
  }
});
