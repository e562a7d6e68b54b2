/**
 * The server decides a submission's place from the typed location (docs/product-rules.md#places):
 * what createSubmission and updateSubmission store, and that a browser cannot send its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateSubmissionResult } from '@swagdrop/model';
import { adminDb, callCallable } from '../../support/emulator';
import { submissionInput, unique, uniqueIp, uploadTestImage } from '../brands/helpers';

let image: string;
beforeAll(async () => {
  image = await uploadTestImage();
});

const AUSTIN = { city: 'Austin', state: 'TX', country: 'US', lat: 30.267, lng: -97.743 };

async function submit(overrides: Record<string, unknown>) {
  const input = submissionInput(image, overrides);
  const res = await callCallable<CreateSubmissionResult>('createSubmission', input, {
    ip: uniqueIp(),
  });
  return { input, res };
}

async function stored(id: string | undefined) {
  return (await adminDb().doc(`submissions/${id}`).get()).data();
}

describe('createSubmission places', () => {
  it("stores 'austin tx' as 'Austin, TX' with the place", async () => {
    const { res } = await submit({ target_scope: 'local', target_location: 'austin tx' });
    expect(res.status).toBe(200);
    expect(await stored(res.result?.id)).toMatchObject({
      target_location: 'Austin, TX',
      target_place: AUSTIN,
    });
  });

  it('keeps the text of a town the list lacks, with no place', async () => {
    const { res } = await submit({ target_scope: 'local', target_location: 'Smallville, KS' });
    expect(res.status).toBe(200);
    expect(await stored(res.result?.id)).toMatchObject({
      target_location: 'Smallville, KS',
      target_place: null,
    });
  });

  it('stores neither text nor place for nationwide, even when a location was typed', async () => {
    const { res } = await submit({ target_scope: 'nationwide', target_location: 'Austin' });
    expect(res.status).toBe(200);
    expect(await stored(res.result?.id)).toMatchObject({
      target_scope: 'nationwide',
      target_location: null,
      target_place: null,
    });
  });

  // The input schema is strict (unknown keys are refused), so a browser's own place or
  // coordinates never reach the document: the whole submission is refused.
  it.each([
    ['its own target_place', { target_place: { ...AUSTIN, lat: 0, lng: 0 } }],
    ['coordinates', { lat: 40.7, lng: -74 }],
  ])('refuses a submission sending %s and stores nothing', async (_name, extra) => {
    const title = unique('Place Forger');
    const { res } = await submit({
      title,
      target_scope: 'local',
      target_location: 'Austin, TX',
      ...extra,
    });
    expect(res.status).toBe(400);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect(res.error?.message).toMatch(/unrecognized key/i);
    const same = await adminDb().collection('submissions').where('title', '==', title).get();
    expect(same.size).toBe(0);
  });
});

describe('updateSubmission places', () => {
  it('looks the place up again when the location changes', async () => {
    const { input, res } = await submit({ target_scope: 'local', target_location: 'Austin' });
    const id = res.result?.id;
    const update = await callCallable(
      'updateSubmission',
      {
        id,
        draft_token: res.result?.draft_token,
        submission: { ...input, target_location: 'Smallville, KS' },
      },
      { ip: uniqueIp() },
    );
    expect(update.status).toBe(200);
    expect(await stored(id)).toMatchObject({
      target_location: 'Smallville, KS',
      target_place: null,
    });
  });
});
