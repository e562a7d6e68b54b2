/** createCheckoutSession: the $50 listing fee session, only for a stored, unpaid submission. */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callCallable, URLS } from '../../support/emulator';
import {
  postJson,
  sessionIdFromUrl,
  stripe,
  submissionInput,
  uniqueIp,
  uploadTestImage,
} from './helpers';

let image: string;
beforeAll(async () => {
  image = await uploadTestImage();
});

async function storedSubmission(overrides: Record<string, unknown> = {}) {
  const input = submissionInput(image, overrides);
  const res = await callCallable<{ id: string }>('createSubmission', input, { ip: uniqueIp() });
  return { id: res.result?.id ?? '', input };
}

describe('createCheckoutSession', () => {
  it('creates a $50 one-time session for a pending unpaid submission', async () => {
    const { id, input } = await storedSubmission();
    const res = await postJson('createCheckoutSession', { submissionId: id });
    expect(res.status).toBe(200);
    const url = String(res.body.url);
    expect(url.startsWith(`${URLS.stripe}/checkout/cs_test_`)).toBe(true);

    const session = await stripe.checkout.sessions.retrieve(sessionIdFromUrl(url));
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 5000,
      currency: 'usd',
      client_reference_id: id,
      customer_email: input.contact_email,
      metadata: { submission_id: id },
      success_url: `${URLS.storefront}/submit?success=true`,
      cancel_url: `${URLS.storefront}/submit?canceled=true`,
    });
    // Creating the session marks nothing paid: only the webhook does.
    expect((await adminDb().doc(`submissions/${id}`).get()).get('payment_status')).toBe('unpaid');
  });

  it('refuses a submission that does not exist', async () => {
    const res = await postJson('createCheckoutSession', { submissionId: 'doesNotExist123' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBeTruthy();
  });

  it('refuses the made-up id a decoy submission got', async () => {
    const { id } = await storedSubmission({ website: 'bot was here' });
    expect(id).not.toBe('');
    const res = await postJson('createCheckoutSession', { submissionId: id });
    expect(res.status).toBe(404);
  });

  it('refuses an already paid submission', async () => {
    const { id } = await storedSubmission();
    await adminDb().doc(`submissions/${id}`).update({ payment_status: 'paid' });
    const res = await postJson('createCheckoutSession', { submissionId: id });
    expect(res.status).toBe(409);
  });

  it('refuses a submission that was already reviewed', async () => {
    const { id } = await storedSubmission();
    await adminDb().doc(`submissions/${id}`).update({ status: 'rejected' });
    expect((await postJson('createCheckoutSession', { submissionId: id })).status).toBe(409);
  });

  it.each<[string, unknown]>([
    ['no body fields', {}],
    ['a path instead of an id', { submissionId: '../claims/x' }],
    ['extra keys', { submissionId: 'abc', amount: 1 }],
    ['a number', { submissionId: 42 }],
  ])('refuses %s with 400', async (_name, body) => {
    expect((await postJson('createCheckoutSession', body)).status).toBe(400);
  });

  it('answers CORS only for our storefront', async () => {
    const preflight = (origin: string) =>
      fetch(`${URLS.functions}/createCheckoutSession`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const ours = await preflight(URLS.storefront);
    expect(ours.status).toBe(204);
    expect(ours.headers.get('access-control-allow-origin')).toBe(URLS.storefront);
    const evil = await preflight('https://evil.example');
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const evilPost = await postJson(
      'createCheckoutSession',
      { submissionId: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(evilPost.status).toBe(403);
  });

  it('accepts only POST', async () => {
    const res = await fetch(`${URLS.functions}/createCheckoutSession`);
    expect(res.status).toBe(405);
  });
});
