/**
 * Reads the local inbox (MailDev's REST API, started by scripts/lib/local-mail.ts) the way a
 * person would read their mail: what arrived for an address, its subject, its HTML and text
 * parts and the links in it. Tests send nothing through here; the product sends, this reads.
 */
import { JSDOM } from 'jsdom';
import { URLS } from '../../scripts/lib/local-env';

export interface InboxAddress {
  address: string;
  name: string;
}

export interface InboxMail {
  id: string;
  subject: string;
  from: InboxAddress[];
  to: InboxAddress[];
  /** Lower-cased header names, as MailDev parses them. */
  headers: Record<string, string | string[]>;
  html: string;
  text: string;
  time: string;
}

const api = (path: string) => `${URLS.mailInbox}/api${path}`;

/** Every mail in the inbox, oldest first. */
export async function inbox(): Promise<InboxMail[]> {
  const res = await fetch(api('/email'));
  if (!res.ok) throw new Error(`MailDev: HTTP ${res.status}`);
  return (await res.json()) as InboxMail[];
}

/** The mails sent to `to` (case-insensitive), oldest first, optionally only those whose subject matches. */
export async function mailsTo(to: string, subject?: string | RegExp): Promise<InboxMail[]> {
  const wanted = to.toLowerCase();
  return (await inbox()).filter(
    (mail) =>
      mail.to.some((entry) => entry.address.toLowerCase() === wanted) &&
      (subject === undefined ||
        (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject))),
  );
}

/**
 * Waits (polling, up to `timeoutMs`) for the first mail to `to` whose subject matches. The
 * outbox sends from a Firestore trigger, so a mail arrives a moment after the change.
 */
export async function waitForMail(
  to: string,
  subject?: string | RegExp,
  timeoutMs = 30_000,
): Promise<InboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await mailsTo(to, subject);
    if (mail) return mail;
    if (Date.now() > deadline) {
      throw new Error(
        `No mail to ${to}${subject ? ` matching ${String(subject)}` : ''} within ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The raw message as sent (RFC 5322 source), for headers MailDev does not parse. */
export async function rawSource(id: string): Promise<string> {
  const res = await fetch(api(`/email/${encodeURIComponent(id)}/source`));
  if (!res.ok) throw new Error(`MailDev: HTTP ${res.status}`);
  return res.text();
}

/** The href of every link in a mail's HTML part, in order (parsed by jsdom, as a mail client would). */
export function linksIn(mail: InboxMail): string[] {
  const { document } = new JSDOM(mail.html).window;
  return [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
}

/** The first link whose URL matches `pattern`. */
export function linkIn(mail: InboxMail, pattern: RegExp): string {
  const link = linksIn(mail).find((href) => pattern.test(href));
  if (!link) throw new Error(`No link matching ${String(pattern)} in "${mail.subject}"`);
  return link;
}

/** The mail's HTML part as a document, to read its text the way a person sees it. */
export function htmlDocument(mail: InboxMail): Document {
  return new JSDOM(mail.html).window.document;
}
