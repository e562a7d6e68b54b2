import { brandTemplates } from './brand';
import { moderatorTemplates } from './moderator';
import type { MailTemplates } from './types';
import { visitorTemplates } from './visitor';

/** Every email the product sends, by template id (packages/model/src/mail.ts names them). */
export const MAIL_TEMPLATES: MailTemplates = {
  ...brandTemplates,
  ...visitorTemplates,
  ...moderatorTemplates,
};
