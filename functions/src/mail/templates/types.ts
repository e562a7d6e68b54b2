import type { ReactElement } from 'react';
import type { MailTemplateId } from '@swagdrop/model';
import type { MailData } from '../data';

/** Where links in a mail point: the deployment's configured site origins (no trailing slash). */
export interface MailSites {
  storefrontUrl: string;
  adminUrl: string;
}

export interface MailTemplateProps<T extends MailTemplateId> {
  data: MailData<T>;
  sites: MailSites;
  /** Set by the sender for mails with a one-click unsubscribe (the page that confirms it). */
  unsubscribeUrl: string | null;
}

/**
 * One email: its subject line and its body as a React component (rendered to HTML and to a
 * plain-text part by render.ts). Every text comes from the copy in shared-ui, every value is
 * rendered as React text (escaped), never as markup.
 */
export interface MailTemplate<T extends MailTemplateId> {
  subject(data: MailData<T>): string;
  Body(props: MailTemplateProps<T>): ReactElement;
  /**
   * The one-click unsubscribe target of a list mail (digests): a path on the storefront with the
   * recipient's token. The sender turns it into `List-Unsubscribe` / `List-Unsubscribe-Post`.
   */
  unsubscribePath?(data: MailData<T>): string;
}

export type MailTemplates = { [T in MailTemplateId]: MailTemplate<T> };
