// @vitest-environment node
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render';
import { MAIL_TEMPLATES } from './templates';
import { MailLayout, Text } from './templates/layout';
import type { MailTemplates } from './templates/types';

const sites = {
  storefrontUrl: 'https://swagdrop.example',
  adminUrl: 'https://admin.swagdrop.example',
};
const digest = {
  listings: [{ title: 'Free tote', brand_name: 'Acme', slug: 'free-tote' }],
  unsubscribe_token: 'tok123',
};
/** The real templates, the digest with an unsubscribe page (its family defines the real one). */
const withUnsubscribe: MailTemplates = {
  ...MAIL_TEMPLATES,
  weekly_digest: {
    ...MAIL_TEMPLATES.weekly_digest,
    unsubscribePath: (data) => `/newsletter/unsubscribe?token=${data.unsubscribe_token}`,
  },
};

describe('renderMail', () => {
  it('renders an HTML and a plain-text part with the subject, and no list headers', async () => {
    const mail = await renderMail(
      'submission_rejected',
      { submission_title: 'Socks', reason: 'Blurry photo' },
      sites,
    );
    expect(mail.subject).toEqual(expect.any(String));
    expect(mail.html).toMatch(/^<!DOCTYPE html/i);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.headers).toEqual({});
  });

  it('adds one-click unsubscribe headers to list mail, pointing at the storefront', async () => {
    const mail = await renderMail('weekly_digest', digest, sites, withUnsubscribe);
    const url = `${sites.storefrontUrl}/newsletter/unsubscribe?token=tok123`;
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('keeps headings as written in the plain-text part', async () => {
    const probe: MailTemplates = {
      ...MAIL_TEMPLATES,
      submission_rejected: {
        subject: () => 'Rejected',
        Body: ({ data }) =>
          createElement(MailLayout, {
            preview: 'p',
            heading: data.submission_title,
            children: createElement(Text, null, data.reason),
          }),
      },
    };
    const mail = await renderMail(
      'submission_rejected',
      { submission_title: 'Conference Socks', reason: null },
      sites,
      probe,
    );
    expect(mail.text).toContain('Conference Socks');
  });

  it('refuses data that fails the template schema', async () => {
    await expect(renderMail('weekly_digest', { ...digest, listings: [] }, sites)).rejects.toThrow();
  });
});
