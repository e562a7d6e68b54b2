import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { deliverMail } from '../../../functions/src/mail/deliver';
import { MAIL_TEMPLATES } from '../../../functions/src/mail/templates';
import { MailLayout, Text } from '../../../functions/src/mail/templates/layout';
import type { MailTemplates } from '../../../functions/src/mail/templates/types';
import { htmlDocument, rawSource, waitForMail } from '../../support/maildev';
import { uniqueEmail } from '../public-writes/helpers';
import { maildev, mailDoc, outboxDb, queue, rejected, settings } from './outbox-helpers';

/**
 * What the sender puts around a template's body: the stored values stay text from the document
 * to the inbox (HTML part and plain-text part), and list mail carries the one-click
 * unsubscribe headers. The probe templates below stand in for the family templates' bodies (the
 * real ones are checked by each family's own tests): a body that shows the data the way every
 * template does, through the shared layout and React text.
 */

const store = outboxDb();
const HOSTILE_TITLE = '<img src=x onerror=alert(1)>';
const HOSTILE_REASON = '</a><script>alert(2)</script>';

const probe: MailTemplates = {
  ...MAIL_TEMPLATES,
  submission_rejected: {
    subject: (data) => `Rejected: ${data.submission_title}`,
    Body: ({ data }) =>
      createElement(MailLayout, {
        preview: data.submission_title,
        heading: data.submission_title,
        children: createElement(Text, null, data.reason ?? ''),
      }),
  },
  weekly_digest: {
    ...MAIL_TEMPLATES.weekly_digest,
    unsubscribePath: (data) => `/newsletter/unsubscribe?token=${data.unsubscribe_token}`,
  },
};

/** The value of header `name` in a raw message (folded lines unfolded). */
function header(source: string, name: string): string | null {
  const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

describe('mail content', () => {
  it('a hostile title and reason arrive as text, in the HTML part and verbatim in the text part', async () => {
    const to = uniqueEmail('outbox-hostile');
    const key = await queue(
      store,
      'submission_rejected',
      to,
      rejected(HOSTILE_TITLE, HOSTILE_REASON),
    );
    const result = await deliverMail(store, key, maildev, settings, new Date(), probe);
    expect(result.outcome).toBe('delivered');

    const mail = await waitForMail(to);
    expect(mail.subject).toBe(`Rejected: ${HOSTILE_TITLE}`);
    const document = htmlDocument(mail);
    expect(document.querySelector('img, script')).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe(HOSTILE_TITLE);
    expect(document.body.textContent).toContain(HOSTILE_REASON);
    expect(mail.text).toContain(HOSTILE_TITLE);
    expect(mail.text).toContain(HOSTILE_REASON);
  });

  it('list mail carries List-Unsubscribe and List-Unsubscribe-Post; other mail does not', async () => {
    const subscriber = uniqueEmail('outbox-digest');
    const digest = await queue(store, 'weekly_digest', subscriber, {
      listings: [{ title: 'Free tote', brand_name: 'Acme', slug: 'free-tote' }],
      unsubscribe_token: 'tok-outbox-123',
    });
    const brand = uniqueEmail('outbox-plain');
    const plain = await queue(store, 'submission_rejected', brand, rejected('Plain cap'));
    for (const key of [digest, plain]) {
      expect((await deliverMail(store, key, maildev, settings, new Date(), probe)).outcome).toBe(
        'delivered',
      );
    }

    const listMail = await rawSource((await waitForMail(subscriber)).id);
    expect(header(listMail, 'List-Unsubscribe')).toBe(
      `<${settings.sites.storefrontUrl}/newsletter/unsubscribe?token=tok-outbox-123>`,
    );
    expect(header(listMail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const other = await rawSource((await waitForMail(brand)).id);
    expect(header(other, 'List-Unsubscribe')).toBeNull();
    expect(header(other, 'List-Unsubscribe-Post')).toBeNull();
    expect((await mailDoc(store, plain)).status).toBe('delivered');
  });
});
