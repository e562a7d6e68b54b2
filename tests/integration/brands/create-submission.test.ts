/** createSubmission: what a visitor (or bot) can and cannot store through the public form. */
import { beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_TOKEN_PATTERN, type CreateSubmissionResult } from '@swagdrop/model';
import { adminDb, callCallable, createUser, idTokenFor, URLS } from '../../support/emulator';
import { submissionInput, unique, uniqueEmail, uniqueIp, uploadTestImage } from './helpers';

let image: string;
beforeAll(async () => {
  image = await uploadTestImage();
});

async function submissionsTitled(title: string) {
  return (await adminDb().collection('submissions').where('title', '==', title).get()).docs;
}

describe('createSubmission', () => {
  it('stores a valid anonymous submission as pending / unpaid, without a user', async () => {
    const input = submissionInput(image, { coupon_code: '  SAVE10 ' });
    const res = await callCallable<CreateSubmissionResult>('createSubmission', input, {
      ip: uniqueIp(),
    });
    expect(res.status).toBe(200);
    // The next step is the checkout; the draft token is kept only as a hash.
    expect(res.result?.next_url).toBeNull();
    expect(res.result?.draft_token).toMatch(DRAFT_TOKEN_PATTERN);
    const snap = await adminDb().doc(`submissions/${res.result?.id}`).get();
    expect(snap.data()).toMatchObject({
      title: input.title,
      contact_email: input.contact_email,
      image_url: image,
      coupon_code: 'SAVE10',
      target_location: null,
      status: 'pending',
      payment_status: 'unpaid',
      user_id: null,
    });
    expect(snap.get('created_at')).toBeTruthy();
    expect(snap.get('website')).toBeUndefined();
    expect(snap.get('draft_token_hash')).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(snap.data())).not.toContain(res.result?.draft_token);
  });

  it('links the submission to a signed-in brand', async () => {
    const email = uniqueEmail('brand');
    const uid = await createUser(email, 'secret123');
    const idToken = await idTokenFor(email, 'secret123');
    const res = await callCallable<{ id: string }>('createSubmission', submissionInput(image), {
      idToken,
      ip: uniqueIp(),
    });
    expect(res.status).toBe(200);
    expect((await adminDb().doc(`submissions/${res.result?.id}`).get()).get('user_id')).toBe(uid);
  });

  it('stores local targeting as the place its location names', async () => {
    const input = submissionInput(image, { target_scope: 'local', target_location: 'Austin' });
    const res = await callCallable<{ id: string }>('createSubmission', input, { ip: uniqueIp() });
    const stored = await adminDb().doc(`submissions/${res.result?.id}`).get();
    expect(stored.get('target_location')).toBe('Austin, TX');
    expect(stored.get('target_place')).toMatchObject({ city: 'Austin', state: 'TX' });
  });

  it('answers a filled decoy like a success but stores nothing', async () => {
    const input = submissionInput(image, { website: 'https://spam.example' });
    const res = await callCallable<CreateSubmissionResult>('createSubmission', input, {
      ip: uniqueIp(),
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.result ?? {}).sort()).toEqual([
      'draft_token',
      'id',
      'image_url',
      'next_url',
    ]);
    expect(res.result?.image_url).toBe(image);
    expect(res.result?.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(res.result?.draft_token).toMatch(DRAFT_TOKEN_PATTERN);
    // No checkout for a decoy: the next step is the page a paying brand ends on.
    expect(res.result?.next_url).toBe(`${URLS.storefront}/submit?success=true`);
    expect((await adminDb().doc(`submissions/${res.result?.id}`).get()).exists).toBe(false);
    expect(await submissionsTitled(input.title)).toHaveLength(0);
  });

  const hostile: [string, Record<string, unknown>, RegExp][] = [
    ['status: approved', { status: 'approved' }, /unrecognized key/i],
    ['payment_status: paid', { payment_status: 'paid' }, /unrecognized key/i],
    ['user_id of someone else', { user_id: 'someone-else' }, /unrecognized key/i],
    ['is_featured', { is_featured: true }, /unrecognized key/i],
    ['javascript: claim URL', { external_url: 'javascript:alert(1)' }, /http/],
    ['data: claim URL', { external_url: 'data:text/html,<script>alert(1)</script>' }, /http/],
    ['oversize title', { title: 'x'.repeat(5000) }, /at most/],
    ['oversize description', { description: 'x'.repeat(20_000) }, /at most/],
    ['control characters', { brand_name: 'Acme\u202Eevil' }, /not allowed/],
    ['local without location', { target_scope: 'local', target_location: '' }, /location/i],
    ['bad email', { contact_email: 'not-an-email' }, /valid email/],
    ['unknown category', { category: 'weapons' }, /category/i],
    ['foreign image URL', { image_url: 'https://evil.example/x.png' }, /image/i],
    [
      'image path outside swag-images',
      { image_url: 'https://firebasestorage.googleapis.com/v0/b/other/o/x%2F1.png?alt=media' },
      /image/i,
    ],
    ['an image of our bucket that does not exist', { image_url: 'IMAGE_MISSING' }, /image/i],
  ];

  it.each(hostile)('refuses %s and stores nothing', async (_name, overrides, message) => {
    const title = unique('Hostile');
    const patch = { ...overrides };
    if (patch.image_url === 'IMAGE_MISSING') {
      patch.image_url = image.replace(/swag-images%2F\d+-/, 'swag-images%2F1000000000000-');
    }
    const res = await callCallable(
      'createSubmission',
      submissionInput(image, { title, ...patch }),
      {
        ip: uniqueIp(),
      },
    );
    expect(res.status).toBe(400);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect(res.error?.message).toMatch(message);
    const stored = await submissionsTitled(title);
    expect(stored).toHaveLength(0);
  });

  it('throttles repeated submissions from one address', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const input = submissionInput(image, { contact_email: uniqueEmail('throttle') });
      statuses.push((await callCallable('createSubmission', input, { ip })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
