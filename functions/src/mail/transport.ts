import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SendMailOptions } from 'nodemailer';

/** What the sender needs from a transport (nodemailer's, or a test's transport to MailDev). */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<{ messageId?: string }>;
}

/**
 * Bounded waits: the trigger runs for at most a minute (send-trigger.ts), and a relay that does
 * not answer is a transient failure the retry schedule handles, not a reason to hang.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

let cached: { url: string; transport: MailTransport } | undefined;

/** A nodemailer SMTP transport for `url` (e.g. `smtps://user:pass@smtp.example.com:465`). */
export function createSmtpTransport(url: string): MailTransport {
  const options: SMTPTransport.Options = { url, ...TIMEOUTS };
  return createTransport(options);
}

/** One transport per function instance, rebuilt only when the secret's value changes. */
export function smtpTransport(url: string): MailTransport {
  if (cached?.url !== url) cached = { url, transport: createSmtpTransport(url) };
  return cached.transport;
}
