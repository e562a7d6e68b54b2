import { beforeEach, describe, expect, it } from 'vitest';
import type { SubmitFormValues } from '../api/create-submission';
import {
  SUBMIT_DRAFT_STORAGE_KEY,
  clearSubmitDraft,
  formKey,
  readSubmitDraft,
  saveSubmitDraft,
} from './submit-draft';

const image = {
  url: 'http://127.0.0.1:9198/v0/b/b/o/swag-images%2F1-a.png?alt=media',
  name: 'a.png',
};
const values: SubmitFormValues = {
  brand_name: 'Acme',
  contact_email: 'brand@acme.test',
  title: 'Tee',
  description: 'Soft.',
  category: 'tech',
  image,
  external_url: 'https://acme.test/claim',
  coupon_code: '',
  free_shipping: true,
  target_scope: 'local',
  target_location: 'Austin',
  quantity: '',
  website: '',
};

beforeEach(() => sessionStorage.clear());

describe('submit draft', () => {
  it('keeps the values, the uploaded image and the submission, never the decoy', () => {
    saveSubmitDraft({ ...values, website: 'https://bot.example' }, image, {
      id: 'sub1',
      draftToken: 't',
      key: 'k',
    });
    expect(sessionStorage.getItem(SUBMIT_DRAFT_STORAGE_KEY)).not.toContain('bot.example');
    const draft = readSubmitDraft();
    expect(draft?.image).toEqual(image);
    expect(draft?.submission).toEqual({ id: 'sub1', draftToken: 't', key: 'k' });
    expect({ ...values, ...draft?.values, image: draft?.image }).toEqual(values);
    clearSubmitDraft();
    expect(readSubmitDraft()).toBeNull();
  });

  it('ignores a stored value that is not a draft', () => {
    sessionStorage.setItem(SUBMIT_DRAFT_STORAGE_KEY, '{"values":null}');
    expect(readSubmitDraft()).toBeNull();
    sessionStorage.setItem(SUBMIT_DRAFT_STORAGE_KEY, 'not json');
    expect(readSubmitDraft()).toBeNull();
  });

  it('keys a form by its values and image, not by the decoy', () => {
    expect(formKey({ ...values, website: 'x' })).toBe(formKey(values));
    expect(formKey({ ...values, title: 'Mug' })).not.toBe(formKey(values));
    expect(formKey({ ...values, image: { ...image, url: `${image.url}2` } })).not.toBe(
      formKey(values),
    );
  });
});
