/**
 * The local stand-ins for a deployment's outside services, for everything that starts the
 * emulators (`npm start`, `npm test`, the benches): MailDev as the SMTP relay and the Stripe
 * stand-in. Started in the parent process BEFORE the emulators, because the Functions emulator
 * reads the settings written here when it loads the functions.
 */
import { startLocalMail, type LocalMail } from './local-mail';
import { startLocalStripe, type LocalStripe } from './local-stripe';
import { writeFunctionsSettings } from './stage';

export interface LocalServices {
  stripe: LocalStripe;
  mail: LocalMail;
  /** Stops both; safe to call more than once. */
  close(): Promise<void>;
}

/** `functionsEnv`: further plain settings for the functions (the test harness's shorter periods). */
export async function startLocalServices(
  log: (line: string) => void,
  functionsEnv: Record<string, string> = {},
): Promise<LocalServices> {
  const mail = await startLocalMail();
  let stripe: LocalStripe;
  try {
    stripe = await startLocalStripe(log);
  } catch (error) {
    await mail.stop();
    throw error;
  }
  writeFunctionsSettings(mail.settings, stripe.settings, { env: functionsEnv, secrets: {} });
  let closing: Promise<void> | undefined;
  return {
    stripe,
    mail,
    close: () => (closing ??= Promise.all([stripe.standin.close(), mail.stop()]).then(() => {})),
  };
}
