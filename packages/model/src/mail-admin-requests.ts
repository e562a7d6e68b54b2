import { z } from './z';
import { documentIdField } from './admin-requests';
import { MAIL_STATUSES, type MailStatus } from './mail';

/**
 * Request shapes of the admin Email log callables (`listMail`, `resendMail`), shared by the
 * console and the functions. Browsers cannot read `mail`; these return only what the screen
 * shows, never a mail's data.
 */

/** Rows per page of the Email log. */
export const MAIL_LOG_PAGE_SIZE = 50;

const mailKeyField = documentIdField('Email key', 1500);

export const listMailRequestSchema = z.strictObject({
  status: z.enum(MAIL_STATUSES, { error: 'Please choose a valid email status' }).nullish(),
  /** The key of the last row of the previous page. */
  cursor: mailKeyField.nullish(),
});

export interface MailLogRow {
  key: string;
  to: string;
  template: string;
  subject: string;
  status: MailStatus | string;
  attempts: number;
  last_error: string | null;
  /** Epoch milliseconds; null while the server timestamp is pending. */
  created_at: number | null;
  updated_at: number | null;
}

export interface ListMailResult {
  rows: MailLogRow[];
  /** Pass as `cursor` for the next page; null on the last page. */
  next: string | null;
}

export const resendMailRequestSchema = z.strictObject({ key: mailKeyField });
export type ResendMailRequest = z.input<typeof resendMailRequestSchema>;
export interface ResendMailResult {
  key: string;
  status: 'queued';
}
