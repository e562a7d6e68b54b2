/**
 * Grants or revokes the `admin` custom claim (admin accounts are not self-serve;
 * docs/product-rules.md#accounts).
 *
 *   npm run admin -- grant <email>                 # local emulators (default)
 *   npm run admin -- revoke <email>
 *   npm run admin -- grant <email> --project <id>  # a real project (application default creds)
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run admin -- grant <email>
 *
 * Granting needs an account whose email is verified (admin power is the claim on a verified
 * email, shared-ui admin-power.ts); there is no bypass.
 *
 * Every change is written to `audit_log` with actor {uid: 'cli', email: $ADMIN_CLI_ACTOR or
 * the OS user}. Revoking also revokes the user's refresh tokens, so an open console loses the
 * claim at its next token refresh instead of up to an hour later.
 */
import { userInfo } from 'node:os';
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { EMULATOR_ENV, PROJECT_ID } from './lib/local-env';

type Command = 'grant' | 'revoke';

interface Options {
  command: Command;
  email: string;
  project: string | null;
}

const USAGE = 'Usage: npm run admin -- <grant|revoke> <email> [--project <projectId>]';

export function parseArgs(argv: string[]): Options {
  const rest = [...argv];
  let project: string | null = null;
  const projectAt = rest.indexOf('--project');
  if (projectAt !== -1) {
    project = rest[projectAt + 1] ?? null;
    if (!project || project.startsWith('-'))
      throw new Error(`--project needs a project id.\n${USAGE}`);
    rest.splice(projectAt, 2);
  }
  const [command, email, ...extra] = rest;
  if (command !== 'grant' && command !== 'revoke') throw new Error(USAGE);
  if (!email || extra.length > 0) throw new Error(USAGE);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Not an email address: ${email}`);
  return { command, email: email.trim(), project };
}

function cliActor(): string {
  if (process.env.ADMIN_CLI_ACTOR) return process.env.ADMIN_CLI_ACTOR;
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}

/**
 * Emulator unless a real project was asked for (credentials file or --project). Emulator
 * variables already in the environment win either way: the Admin SDK follows them.
 */
function target(options: Options): { projectId: string | undefined; label: string } {
  const real = Boolean(options.project || process.env.GOOGLE_APPLICATION_CREDENTIALS);
  if (!real) {
    for (const [key, value] of Object.entries(EMULATOR_ENV)) process.env[key] ??= value;
  }
  const projectId =
    options.project ?? process.env.GCLOUD_PROJECT ?? (real ? undefined : PROJECT_ID);
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const name = projectId ?? 'the project of GOOGLE_APPLICATION_CREDENTIALS';
  return { projectId, label: emulator ? `${name} (emulator at ${emulator})` : name };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const { projectId, label } = target(options);
  const app = initializeApp(projectId ? { projectId } : {});
  const auth = getAuth(app);

  const user = await auth.getUserByEmail(options.email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') {
      throw new Error(
        `No account with the email ${options.email} in ${label}. ` +
          'The person must sign up first (storefront /signup), then run this again.',
      );
    }
    throw error;
  });

  // Admin power needs a verified email (shared-ui hasAdminPower): granting the claim to an
  // unverified look-alike sign-up (someone else's address) would be refused everywhere anyway,
  // and would turn into full power the day the wrong person verifies. No bypass.
  if (options.command === 'grant' && !user.emailVerified) {
    throw new Error(
      `${user.email ?? options.email} (uid ${user.uid}) in ${label} has not verified its ` +
        'email address, so admin was not granted. The person must open the verification ' +
        'link SwagDrop emailed at sign-up (or send a new one with "Resend verification ' +
        'email" on the storefront dashboard), then run this again.',
    );
  }

  const claims = { ...(user.customClaims ?? {}) };
  const wasAdmin = claims.admin === true;
  if (options.command === 'grant') claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
  if (options.command === 'revoke') await auth.revokeRefreshTokens(user.uid);

  await getFirestore(app)
    .collection('audit_log')
    .add({
      actor_uid: 'cli',
      actor_email: cliActor(),
      action: options.command === 'grant' ? 'admin.grant' : 'admin.revoke',
      target: `users/${user.uid}`,
      before: { email: user.email ?? options.email, admin: wasAdmin },
      after: { email: user.email ?? options.email, admin: options.command === 'grant' },
      created_at: FieldValue.serverTimestamp(),
    });

  const verb = options.command === 'grant' ? 'Granted admin to' : 'Revoked admin from';
  const note = wasAdmin === (options.command === 'grant') ? ' (no change: it already was so)' : '';
  console.log(`${verb} ${user.email} (uid ${user.uid}) in ${label}${note}.`);
  if (options.command === 'revoke') console.log('Refresh tokens revoked: open sessions end soon.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
