/**
 * updateSubmission: after a canceled payment the brand's edited form changes the SAME unpaid
 * submission, and only the browser holding its draft token can do that.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateSubmissionResult } from '@swagdrop/model';
import { adminDb, callCallable, URLS } from '../../support/emulator';
import { submissionInput, unique, uniqueIp, uploadTestImage } from './helpers';

let image: string;
let otherImage: string;
beforeAll(async () => {
  [image, otherImage] = await Promise.all([uploadTestImage(), uploadTestImage()]);
});

const doc = (id: string) => adminDb().doc(`submissions/${id}`);

async function stored(overrides: Record<string, unknown> = {}) {
  const input = submissionInput(image, overrides);
  const res = await callCallable<CreateSubmissionResult>('createSubmission', input, {
    ip: uniqueIp(),
  });
  expect(res.status).toBe(200);
  return { input, id: res.result!.id, token: res.result!.draft_token };
}

const update = (id: string, token: string, submission: Record<string, unknown>) =>
  callCallable<CreateSubmissionResult>(
    'updateSubmission',
    { id, draft_token: token, submission },
    { ip: uniqueIp() },
  );

describe('updateSubmission', () => {
  it('changes the unpaid submission in place; owner, status and payment stay', async () => {
    const { input, id, token } = await stored();
    const before = (await doc(id).get()).data();
    const title = unique('Edited Tee');
    const res = await update(id, token, {
      ...input,
      title,
      image_url: otherImage,
      target_scope: 'local',
      target_location: 'Austin',
    });
    expect(res.status).toBe(200);
    expect(res.result).toEqual({ id, draft_token: token, next_url: null, image_url: otherImage });
    const after = await doc(id).get();
    expect(after.data()).toMatchObject({
      title,
      image_url: otherImage,
      target_scope: 'local',
      target_location: 'Austin, TX',
      target_place: { city: 'Austin', state: 'TX', country: 'US' },
      status: 'pending',
      payment_status: 'unpaid',
      user_id: null,
      draft_token_hash: before?.draft_token_hash,
    });
    expect(after.get('created_at').isEqual(before?.created_at)).toBe(true);
    expect(after.get('updated_at')).toBeTruthy();
    const sameTitle = await adminDb().collection('submissions').where('title', '==', title).get();
    expect(sameTitle.size).toBe(1);
  });

  it('refuses a wrong token, another submission’s token and an unknown id alike', async () => {
    const mine = await stored();
    const theirs = await stored();
    const attempts = [
      await update(mine.id, theirs.token, { ...mine.input, title: 'Hijacked' }),
      await update(mine.id, 'A'.repeat(43), { ...mine.input, title: 'Hijacked' }),
      await update('doesNotExist123', mine.token, { ...mine.input, title: 'Hijacked' }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.error?.message).toBe('Submission not found');
    }
    expect((await doc(mine.id).get()).get('title')).toBe(mine.input.title);
  });

  it('refuses a paid or reviewed submission', async () => {
    for (const patch of [
      { payment_status: 'paid' },
      { status: 'approved' },
      { status: 'rejected' },
    ]) {
      const { input, id, token } = await stored();
      await doc(id).update(patch);
      const res = await update(id, token, { ...input, title: 'Too late' });
      expect(res.status).toBe(400);
      expect(res.error?.status).toBe('FAILED_PRECONDITION');
      expect((await doc(id).get()).get('title')).toBe(input.title);
    }
  });

  it.each<[string, (input: Record<string, unknown>) => Record<string, unknown>, RegExp]>([
    ['status inside the fields', (i) => ({ ...i, status: 'approved' }), /unrecognized key/i],
    [
      'payment_status inside the fields',
      (i) => ({ ...i, payment_status: 'paid' }),
      /unrecognized/i,
    ],
    ['user_id inside the fields', (i) => ({ ...i, user_id: 'someone' }), /unrecognized key/i],
    ['a javascript: claim URL', (i) => ({ ...i, external_url: 'javascript:alert(1)' }), /http/],
    ['local without location', (i) => ({ ...i, target_scope: 'local' }), /location/i],
    ['a foreign image', (i) => ({ ...i, image_url: 'https://evil.example/x.png' }), /image/i],
  ])('validates with the shared schema: refuses %s', async (_name, edit, message) => {
    const { input, id, token } = await stored();
    const res = await update(id, token, edit({ ...input, title: 'Changed' }));
    expect(res.status).toBe(400);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect(res.error?.message).toMatch(message);
    expect((await doc(id).get()).data()).toMatchObject({
      title: input.title,
      status: 'pending',
      payment_status: 'unpaid',
    });
  });

  it('refuses keys beside id, draft_token and submission', async () => {
    const { input, id, token } = await stored();
    const res = await callCallable(
      'updateSubmission',
      { id, draft_token: token, submission: input, status: 'approved' },
      { ip: uniqueIp() },
    );
    expect(res.status).toBe(400);
    expect(res.error?.message).toMatch(/unrecognized key/i);
  });

  it('a filled decoy changes nothing and is sent to the success page', async () => {
    const { input, id, token } = await stored();
    const res = await update(id, token, { ...input, title: 'Bot', website: 'https://x.example' });
    expect(res.status).toBe(200);
    expect(res.result?.next_url).toBe(`${URLS.storefront}/submit?success=true`);
    expect((await doc(id).get()).get('title')).toBe(input.title);
  });
});
