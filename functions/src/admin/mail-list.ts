import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  CALLABLES,
  MAIL_LOG_PAGE_SIZE,
  mailTemplateLabel,
  type MailLogRow,
  type MailTemplateId,
} from '@swagdrop/model';
import { MAIL_DATA_SCHEMAS } from '../mail/data';
import { mailCollection } from '../mail/outbox';
import { MAIL_TEMPLATES } from '../mail/templates';
import { adminCallable } from './guard';

const millis = (value: unknown): number | null =>
  value && typeof (value as Timestamp).toMillis === 'function'
    ? (value as Timestamp).toMillis()
    : null;

const isTemplate = (value: unknown): value is MailTemplateId =>
  typeof value === 'string' && Object.hasOwn(MAIL_DATA_SCHEMAS, value);

/** The subject the recipient saw (or will see); the email type's label when data is unreadable. */
function subjectOf(template: unknown, data: unknown): string {
  if (!isTemplate(template)) return mailTemplateLabel(String(template ?? ''));
  const parsed = MAIL_DATA_SCHEMAS[template].safeParse(data);
  if (!parsed.success) return mailTemplateLabel(template);
  const render = MAIL_TEMPLATES[template].subject as (data: unknown) => string;
  return render(parsed.data);
}

/** One row as the Email log shows it: no data payload leaves the server beyond the subject. */
function toRow(doc: DocumentSnapshot): MailLogRow {
  const d = doc.data() ?? {};
  return {
    key: doc.id,
    to: typeof d.to === 'string' ? d.to : '',
    template: typeof d.template === 'string' ? d.template : '',
    subject: subjectOf(d.template, d.data),
    status: typeof d.status === 'string' ? d.status : '',
    attempts: typeof d.attempts === 'number' ? d.attempts : 0,
    last_error: typeof d.last_error === 'string' && d.last_error ? d.last_error : null,
    created_at: millis(d.created_at),
    updated_at: millis(d.updated_at),
  };
}

/**
 * The admin Email log: a page of mails newest first, optionally of one status. Browsers cannot
 * read `mail` (firestore.rules), so the console reads it through this admin-only callable.
 */
export const listMail = adminCallable(CALLABLES.listMail, async ({ status, cursor }) => {
  const mail = mailCollection();
  let query = (status ? mail.where('status', '==', status) : mail).orderBy('created_at', 'desc');
  if (cursor) {
    const after = await mail.doc(cursor).get();
    if (!after.exists) throw new HttpsError('not-found', 'This page of emails is gone; refresh.');
    query = query.startAfter(after);
  }
  const snap = await query.limit(MAIL_LOG_PAGE_SIZE + 1).get();
  const docs = snap.docs.slice(0, MAIL_LOG_PAGE_SIZE);
  return {
    rows: docs.map(toRow),
    next: snap.size > MAIL_LOG_PAGE_SIZE ? (docs[docs.length - 1]?.id ?? null) : null,
  };
});
