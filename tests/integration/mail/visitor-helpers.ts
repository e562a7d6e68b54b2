import { adminDb, callCallable, URLS } from '../../support/emulator';
import { uniqueIp } from '../public-writes/helpers';

export type StoredMail = {
  id: string;
  to: string;
  template: string;
  status: string;
  data: Record<string, unknown>;
};

/** Every queued mail of one template to one address (read with server powers). */
export async function mailsTo(email: string, template: string): Promise<StoredMail[]> {
  const snap = await adminDb().collection('mail').where('to', '==', email).get();
  return snap.docs
    .map((d) => ({ id: d.id, ...d.data() }) as StoredMail)
    .filter((mail) => mail.template === template);
}

export async function waitlistEntry(email: string) {
  const snap = await adminDb().collection('waitlist').where('email', '==', email).get();
  const doc = snap.docs[0];
  return doc ? ({ id: doc.id, ...doc.data() } as { id: string } & Record<string, unknown>) : null;
}

export function joinWaitlist(email: string) {
  return callCallable<{ status: string }>('joinWaitlist', { email }, { ip: uniqueIp() });
}

export function confirmNewsletter(token: string) {
  return callCallable<{ status: string }>('confirmNewsletter', { token }, { ip: uniqueIp() });
}

/** Signs up and opens the confirmation link's token, as the storefront page does. */
export async function confirmedSubscriber(email: string): Promise<string> {
  await joinWaitlist(email);
  const entry = await waitlistEntry(email);
  const res = await confirmNewsletter(String(entry?.confirm_token));
  if (res.error) throw new Error(`confirm failed: ${res.error.message}`);
  return String(entry?.unsubscribe_token);
}

/** The digest's unsubscribe URL as the mail links it: through the storefront's Hosting rewrite. */
export const unsubscribeUrl = (token: string) =>
  `${URLS.storefront}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
