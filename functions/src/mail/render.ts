import { createElement } from 'react';
import { render } from '@react-email/components';
import { type MailTemplateId } from '@swagdrop/model';
import { MAIL_DATA_SCHEMAS, type MailData } from './data';
import { MAIL_TEMPLATES } from './templates';
import type { MailSites, MailTemplate, MailTemplates } from './templates/types';

/** The text part keeps what people wrote as they wrote it (html-to-text upper-cases headings). */
const PLAIN_TEXT = {
  selectors: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
    selector,
    options: { uppercase: false },
  })),
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * Renders one queued mail: the subject, the HTML part and a plain-text part from the same React
 * body, and for list mails (a template with `unsubscribePath`) the one-click unsubscribe headers
 * (RFC 8058) whose URL the footer links too. The stored data is validated again first: a
 * document edited by hand or written by older code fails here instead of rendering half a mail.
 */
export async function renderMail<T extends MailTemplateId>(
  template: T,
  rawData: unknown,
  sites: MailSites,
  templates: MailTemplates = MAIL_TEMPLATES,
): Promise<RenderedMail> {
  const data = MAIL_DATA_SCHEMAS[template].parse(rawData) as MailData<T>;
  const definition = templates[template] as MailTemplate<T>;
  const unsubscribeUrl = definition.unsubscribePath
    ? `${sites.storefrontUrl}${definition.unsubscribePath(data)}`
    : null;
  const body = createElement(definition.Body, { data, sites, unsubscribeUrl });
  const [html, text] = await Promise.all([
    render(body),
    render(body, { plainText: true, htmlToTextOptions: PLAIN_TEXT }),
  ]);
  const headers: Record<string, string> = unsubscribeUrl
    ? {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
  return { subject: definition.subject(data), html, text, headers };
}

/** Whether `template` names a known template (a stored document's field is only a string). */
export function isMailTemplateId(template: unknown): template is MailTemplateId {
  return typeof template === 'string' && Object.hasOwn(MAIL_DATA_SCHEMAS, template);
}
