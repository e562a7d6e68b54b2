import { describe, expect, it } from 'vitest';
import { COPY, LOCATION_REQUIRED, STOCK_COPY } from '@swagdrop/model';
import type { AdminListing } from './get-listings';
import {
  formDefaults,
  listingFormSchema,
  toListingInput,
  type ListingFormValues,
} from './save-listing';

function valid(overrides: Partial<ListingFormValues> = {}): ListingFormValues {
  return {
    ...formDefaults(),
    title: 'Conference Tee',
    brand_name: 'Acme',
    description: 'Soft cotton.',
    external_claim_url: 'https://acme.example.com/claim',
    image_url: 'https://images.example.com/tee.png',
    ...overrides,
  };
}

function messages(values: ListingFormValues): Record<string, string> {
  const result = listingFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

describe('listingFormSchema (admin listing form)', () => {
  it('accepts a complete listing', () => {
    expect(messages(valid())).toEqual({});
  });

  it('reports every missing required field at once', () => {
    expect(messages(formDefaults())).toEqual({
      title: 'Title is required',
      brand_name: 'Brand name is required',
      description: 'Description is required',
      external_claim_url: 'Claim URL is required',
      image_url: COPY.imageUrlMissing,
    });
  });

  it.each<[string, File | null, string | undefined]>([
    ['no file', null, COPY.imageFileMissing],
    ['a text file', file('a.txt', 'text/plain', 10), COPY.imageInvalid],
    ['an SVG (not an allowed upload type)', file('a.svg', 'image/svg+xml', 10), COPY.imageInvalid],
    ['2 MB exactly', file('a.png', 'image/png', 2 * 1024 * 1024), COPY.imageTooLarge],
    ['a small PNG', file('a.png', 'image/png', 1000), undefined],
  ])('upload mode with %s', (_name, imageFile, message) => {
    const values = valid({ image_mode: 'upload', image_url: '', image_file: imageFile });
    expect(messages(values).image_file).toBe(message);
    expect(messages(values).image_url).toBeUndefined();
  });

  it('asks for a location when local, even while other fields are still empty', () => {
    expect(messages({ ...formDefaults(), target_scope: 'local' }).target_location).toBe(
      LOCATION_REQUIRED,
    );
  });

  it.each([
    ['0', STOCK_COPY.errors.zero],
    ['-1', STOCK_COPY.errors.negative],
    ['2.5', STOCK_COPY.errors.decimal],
    ['100001', STOCK_COPY.errors.tooMany],
    ['many', STOCK_COPY.errors.notNumber],
  ])('says what is wrong with the quantity %s', (quantity, message) => {
    expect(messages(valid({ quantity }))).toEqual({ quantity: message });
  });

  it('edits the stored quantity; empty is no limit', () => {
    expect(
      formDefaults({ ...formDefaults(), quantity: 250 } as unknown as AdminListing).quantity,
    ).toBe('250');
    expect(formDefaults().quantity).toBe('');
    expect(toListingInput(valid({ quantity: '' }), 'u').quantity).toBeNull();
    expect(toListingInput(valid({ quantity: '12' }), 'u').quantity).toBe('12');
  });
});
