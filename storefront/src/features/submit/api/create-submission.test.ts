import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { COPY, LOCATION_REQUIRED, STOCK_COPY, URL_ERRORS } from '@swagdrop/model';
import { submitFormResolver, toSubmissionInput, type SubmitFormValues } from './create-submission';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const valid: SubmitFormValues = {
  brand_name: 'Acme',
  contact_email: 'brand@acme.test',
  title: 'Conference Tee',
  description: 'Soft cotton.',
  category: 'shirts',
  image: new File([PNG], 'tee.png', { type: 'image/png' }),
  external_url: 'https://acme.test/claim',
  coupon_code: '',
  free_shipping: false,
  target_scope: 'nationwide',
  target_location: '',
  quantity: '',
  website: '',
};
const options = {} as ResolverOptions<SubmitFormValues>;
const messages = async (values: SubmitFormValues) => {
  const { errors } = await submitFormResolver(values, undefined, options);
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]));
};

describe('submitFormResolver (shared schema + spec image checks)', () => {
  it('accepts a complete form', async () => {
    expect(await messages(valid)).toEqual({});
  });

  it('names every missing field, the image included', async () => {
    const empty = {
      ...valid,
      brand_name: '',
      contact_email: '',
      title: '',
      description: '',
      external_url: '',
      image: null,
    };
    expect(await messages(empty)).toEqual({
      brand_name: 'Brand name is required',
      contact_email: 'Contact email is required',
      title: 'Title is required',
      description: 'Description is required',
      external_url: 'Claim URL is required',
      image: COPY.imageMissing,
    });
  });

  it('shows the local-location rule together with other errors', async () => {
    const result = await messages({
      ...valid,
      title: '',
      external_url: 'javascript:alert(1)',
      target_scope: 'local',
      target_location: '  ',
    });
    expect(result).toEqual({
      title: 'Title is required',
      external_url: URL_ERRORS.scheme,
      target_location: LOCATION_REQUIRED,
    });
  });

  it('sends no location for nationwide listings, and the decoy as typed', () => {
    const input = toSubmissionInput({ ...valid, target_location: 'Austin', website: 'x' }, 'u');
    expect(input.target_location).toBeNull();
    expect(input.website).toBe('x');
  });

  it.each([
    ['0', STOCK_COPY.errors.zero],
    ['-2', STOCK_COPY.errors.negative],
    ['1.5', STOCK_COPY.errors.decimal],
    ['100001', STOCK_COPY.errors.tooMany],
    ['lots', STOCK_COPY.errors.notNumber],
  ])('says what is wrong with the quantity %s', async (quantity, message) => {
    expect(await messages({ ...valid, quantity })).toEqual({ quantity: message });
  });

  it('sends an empty quantity as no limit, and a typed one as typed', () => {
    expect(toSubmissionInput({ ...valid, quantity: '  ' }, 'u').quantity).toBeNull();
    expect(toSubmissionInput({ ...valid, quantity: ' 3 ' }, 'u').quantity).toBe('3');
  });
});
