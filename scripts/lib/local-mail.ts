/**
 * The local inbox for `npm start`, `npm test` and the bench: MailDev catches every mail the
 * functions send (SMTP on PORTS.mailSmtp) and shows it in its web inbox, whose REST API the
 * tests read (tests/support/maildev.ts). Runs in the parent process, like the Stripe stand-in;
 * its mail lives in a temp folder of this SWAGDROP_PORT_OFFSET, emptied at each start.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailDev } from 'maildev';
import { HOST, PORT_OFFSET, PORTS } from './local-env';
import type { FunctionsSettings } from './stage';

export interface LocalMail {
  /** What the functions need to send through it (written by scripts/lib/local-services.ts). */
  settings: FunctionsSettings;
  stop(): Promise<void>;
}

/** The sender the local functions use; production sets its own (README "Email"). */
export const LOCAL_MAIL_FROM = 'SwagDrop <hello@swagdrop.test>';

export async function startLocalMail(): Promise<LocalMail> {
  const mailDirectory = join(tmpdir(), `swagdrop-maildev-${PORT_OFFSET}`);
  rmSync(mailDirectory, { recursive: true, force: true });
  mkdirSync(mailDirectory, { recursive: true });
  const maildev = new MailDev({
    smtp: PORTS.mailSmtp,
    web: PORTS.mailWeb,
    ip: HOST,
    webIp: HOST,
    mailDirectory,
    silent: true,
  });
  await maildev.start();
  let stopped = false;
  return {
    settings: {
      env: { MAIL_FROM: LOCAL_MAIL_FROM },
      secrets: { SMTP_URL: `smtp://${HOST}:${PORTS.mailSmtp}` },
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await maildev.stop();
    },
  };
}
