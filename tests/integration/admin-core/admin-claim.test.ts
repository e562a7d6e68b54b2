import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../../support/emulator';
import { listingPayload, newAccount, saveListing, uniqueTag } from './helpers';

const run = promisify(execFile);
const ROOT = new URL('../../../', import.meta.url).pathname;
const TSX = `${ROOT}node_modules/.bin/tsx`;

/** Runs `npm run admin -- ...` the way a person would (tsx, this suite's port offset). */
async function adminCli(args: string[], actor: string) {
  try {
    const { stdout, stderr } = await run(TSX, ['scripts/admin-claim.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ADMIN_CLI_ACTOR: actor },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

async function cliAudit(uid: string) {
  const snap = await adminDb().collection('audit_log').where('target', '==', `users/${uid}`).get();
  return snap.docs
    .map((d) => d.data())
    .sort((a, b) => a.created_at.toMillis() - b.created_at.toMillis());
}

describe('npm run admin -- grant|revoke <email> (against the emulator)', () => {
  it('grants the claim, which then opens the admin functions, and audits it', async () => {
    const brand = await newAccount('brand');
    const actor = `ops-${uniqueTag()}`;
    expect(
      (await saveListing(await brand.token(), { listing: listingPayload() })).error?.status,
    ).toBe('PERMISSION_DENIED');

    const res = await adminCli(['grant', brand.email], actor);
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`Granted admin to ${brand.email}`);
    expect((await adminAuth().getUser(brand.uid)).customClaims).toMatchObject({ admin: true });

    // A fresh sign-in carries the claim.
    const created = await saveListing(await brand.token(), { listing: listingPayload() });
    expect(created.error).toBeUndefined();

    const audit = await cliAudit(brand.uid);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_uid: 'cli',
      actor_email: actor,
      action: 'admin.grant',
      before: { email: brand.email, admin: false },
      after: { email: brand.email, admin: true },
    });
  });

  it('refuses to grant an account whose email is not verified, and audits nothing', async () => {
    const lookAlike = await newAccount('unverified brand');
    const res = await adminCli(['grant', lookAlike.email], 'ops');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`${lookAlike.email} (uid ${lookAlike.uid})`);
    expect(res.stderr).toContain('has not verified its email address');
    expect(res.stderr).toContain('verification link');
    expect((await adminAuth().getUser(lookAlike.uid)).customClaims?.admin).toBeUndefined();
    expect(await cliAudit(lookAlike.uid)).toHaveLength(0);
    const denied = await saveListing(await lookAlike.token(), { listing: listingPayload() });
    expect(denied.error?.status).toBe('PERMISSION_DENIED');

    // Once the person verifies the address, the same command grants.
    await adminAuth().updateUser(lookAlike.uid, { emailVerified: true });
    expect((await adminCli(['grant', lookAlike.email], 'ops')).code).toBe(0);
    const created = await saveListing(await lookAlike.token(), { listing: listingPayload() });
    expect(created.error).toBeUndefined();
  });

  it('revokes the claim and the refresh tokens: an already-issued ID token stops working', async () => {
    const admin = await newAccount('admin');
    const oldToken = await admin.token();
    expect((await saveListing(oldToken, { listing: listingPayload() })).error).toBeUndefined();
    // Revocation compares whole seconds with the token's auth_time.
    await new Promise((r) => setTimeout(r, 1100));

    const actor = `ops-${uniqueTag()}`;
    const res = await adminCli(['revoke', admin.email], actor);
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`Revoked admin from ${admin.email}`);
    const user = await adminAuth().getUser(admin.uid);
    expect(user.customClaims?.admin).toBeUndefined();

    const withOld = await saveListing(oldToken, { listing: listingPayload() });
    expect(withOld.error?.status).toBe('UNAUTHENTICATED');
    const withNew = await saveListing(await admin.token(), { listing: listingPayload() });
    expect(withNew.error?.status).toBe('PERMISSION_DENIED');

    const audit = await cliAudit(admin.uid);
    expect(audit.map((a) => a.action)).toEqual(['admin.revoke']);
    expect(audit[0]).toMatchObject({ actor_email: actor, after: { admin: false } });
  });

  it('keeps other custom claims when granting and revoking', async () => {
    const brand = await newAccount('brand');
    await adminAuth().setCustomUserClaims(brand.uid, { plan: 'featured' });
    expect((await adminCli(['grant', brand.email], 'ops')).code).toBe(0);
    expect((await adminAuth().getUser(brand.uid)).customClaims).toEqual({
      plan: 'featured',
      admin: true,
    });
    expect((await adminCli(['revoke', brand.email], 'ops')).code).toBe(0);
    expect((await adminAuth().getUser(brand.uid)).customClaims).toEqual({ plan: 'featured' });
  });

  it('fails clearly for an unknown email, a bad command or a missing email', async () => {
    const email = `nobody-${uniqueTag()}@example.com`;
    const unknown = await adminCli(['grant', email], 'ops');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`No account with the email ${email}`);
    const snap = await adminDb().collection('audit_log').where('after.email', '==', email).get();
    expect(snap.size).toBe(0);

    const bad = await adminCli(['promote', email], 'ops');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Usage: npm run admin -- <grant|revoke> <email>');
    const missing = await adminCli(['grant'], 'ops');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usage');
  });
});
