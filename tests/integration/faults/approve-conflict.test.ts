/**
 * Fault: the approve transaction conflicts and is retried. Many admins approve the same
 * submission at once while the brand edits it and another submission with the same title (so
 * the same slug) is approved, all at the same moment; every conflicting commit makes Firestore
 * re-run the transaction on fresh data. (approve-reject.test.ts covers three plain concurrent
 * approvals; this adds the concurrent edits and slug contention that force real retries.)
 */
import { describe, expect, it } from 'vitest';
import { adminDb, callCallable, URLS } from '../../support/emulator';
import { auditEntries, newAdmin, seedSubmission, uniqueTag } from '../admin-queues/seed';

type Approved = { listingId: string; slug: string };
const APPROVALS = 5;
const EDITS = 4;

/**
 * The Functions emulator runs each concurrent request in its own Node process and drops one
 * that takes over 30 s to start ("Failed to load function"). Starting as many workers as the
 * race needs beforehand, with requests that are refused at once (no submission id), keeps the
 * race about Firestore conflicts, not about process start-up on a busy machine.
 */
async function warmUpWorkers(count: number, idToken: string) {
  await Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${URLS.functions}/approveSubmission`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
        body: JSON.stringify({ data: {} }),
        signal: AbortSignal.timeout(120_000),
      }).then(
        (res) => res.arrayBuffer(),
        () => undefined,
      ),
    ),
  );
}

async function listingsFor(submissionId: string) {
  const snap = await adminDb()
    .collection('swag_listings')
    .where('submission_id', '==', submissionId)
    .get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>);
}

describe('approveSubmission under conflicting writes', () => {
  it('many approvals racing edits and a slug collision still yield exactly one listing', async () => {
    const admins = await Promise.all([newAdmin(), newAdmin(), newAdmin()]);
    const tokens = await Promise.all(admins.map((a) => a.token()));
    await warmUpWorkers(APPROVALS + 1, tokens[0] ?? '');
    const title = `Racing Hoodie ${uniqueTag()}`;
    const base = title.toLowerCase().replace(/ /g, '-');
    const [id, twinId] = await Promise.all([seedSubmission({ title }), seedSubmission({ title })]);
    const submission = adminDb().collection('submissions').doc(id);

    const approvals = Array.from({ length: APPROVALS }, (_, i) =>
      callCallable<Approved>(
        'approveSubmission',
        { submissionId: id },
        { idToken: tokens[i % tokens.length] },
      ),
    );
    // The brand keeps editing its description while the moderators approve.
    const edits = Array.from({ length: EDITS }, (_, i) =>
      submission.update({ description: `Edited description number ${i}, still a soft tee.` }),
    );
    // Another submission with the same title wants the same slug at the same moment.
    const twin = callCallable<Approved>(
      'approveSubmission',
      { submissionId: twinId },
      { idToken: tokens[0] },
    );
    const [results, , twinResult] = await Promise.all([
      Promise.all(approvals),
      Promise.all(edits),
      twin,
    ]);
    expect(twinResult.error).toBeUndefined();

    const ok = results.filter((r) => r.result);
    const refused = results.filter((r) => r.error);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(APPROVALS - 1);
    for (const r of refused) {
      expect(r.error?.status).toBe('FAILED_PRECONDITION');
      expect(r.error?.message).toMatch(/already approved/i);
    }

    const listings = await listingsFor(id);
    expect(listings).toHaveLength(1);
    const [listing] = listings;
    expect(listing?.id).toBe(ok[0]?.result?.listingId);
    // Who gets the bare slug depends on who committed first; never both the same one.
    expect([listing?.slug, twinResult.result?.slug].sort()).toEqual([base, `${base}-2`]);
    // The listing carries a description the submission really had (original or an edit).
    expect(String(listing?.description)).toMatch(/soft conference tee|still a soft tee/);

    const stored = (await submission.get()).data();
    expect(stored?.status).toBe('approved');
    expect(stored?.listing_id).toBe(listing?.id);
    expect(await auditEntries(`submissions/${id}`)).toHaveLength(1);

    // A late approval (a retried request) after all that changes nothing.
    const late = await callCallable(
      'approveSubmission',
      { submissionId: id },
      { idToken: tokens[0] },
    );
    expect(late.error?.message).toMatch(/already approved/i);
    expect(await listingsFor(id)).toHaveLength(1);
  }, 240_000);
});
