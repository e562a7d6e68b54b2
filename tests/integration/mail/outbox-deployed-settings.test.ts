import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The built sender as a deployment runs it: no emulator flag, no SMTP secret. It must send
 * nothing, touch no document (there is no Firestore to reach here) and name the missing setting
 * in one log line; no local relay or default sender is ever used instead. The trigger's handler
 * is called directly (`run`) with the event of a queued mail.
 */

const LIB = new URL('../../../functions/lib/index.js', import.meta.url);
const MAIL_ENV = ['SMTP_URL', 'MAIL_FROM', 'STOREFRONT_URL', 'ADMIN_URL'];

type Trigger = { run(event: unknown): Promise<unknown> };

const logged: string[] = [];
const originalError = console.error;
const savedEnv = { ...process.env };
let sendQueuedMail: Trigger;

beforeAll(async () => {
  if (!existsSync(LIB)) throw new Error('functions/lib is missing: build the functions first');
  for (const name of [
    'FUNCTIONS_EMULATOR',
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    ...MAIL_ENV,
  ]) {
    delete process.env[name];
  }
  Object.assign(process.env, {
    GCLOUD_PROJECT: 'demo-deployed-mail',
    STOREFRONT_URL: 'https://swagdrop.example',
    ADMIN_URL: 'https://admin.swagdrop.example',
  });
  // firebase-functions' logger keeps the console.error it finds when it loads.
  console.error = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  };
  const fns = (await import(LIB.href)) as Record<string, Trigger>;
  if (!fns.sendQueuedMail) throw new Error('sendQueuedMail is not exported');
  sendQueuedMail = fns.sendQueuedMail;
}, 60_000);

afterAll(() => {
  console.error = originalError;
  process.env = savedEnv;
});

const queuedEvent = (key: string) => ({
  params: { key },
  data: {
    before: undefined,
    after: { get: (field: string) => (field === 'status' ? 'queued' : undefined) },
  },
});

const missingLines = (setting: string) =>
  logged.filter(
    (line) =>
      line.includes(`sendQueuedMail: setting ${setting} is not configured`) &&
      line.includes(`"settingName":"${setting}"`),
  );

describe('a deployment without mail settings sends nothing', () => {
  it('names a missing SMTP_URL', async () => {
    process.env.MAIL_FROM = 'SwagDrop <hello@swagdrop.example>';
    await expect(sendQueuedMail.run(queuedEvent('k1'))).resolves.toBeUndefined();
    expect(missingLines('SMTP_URL')).toHaveLength(1);
  });

  it('names a missing MAIL_FROM once the secret is set', async () => {
    delete process.env.MAIL_FROM;
    process.env.SMTP_URL = 'smtps://user:pass@smtp.example.com:465';
    await expect(sendQueuedMail.run(queuedEvent('k2'))).resolves.toBeUndefined();
    expect(missingLines('MAIL_FROM')).toHaveLength(1);
  });
});
