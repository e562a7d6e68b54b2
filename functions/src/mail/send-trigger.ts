import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { MissingSettingError, requireMailSettings, SMTP_URL } from '../config';
import { db } from '../lib/admin';
import { logMissingSetting } from '../lib/log';
import { deliverMail } from './deliver';
import { MAIL_COLLECTION } from './outbox';
import { smtpTransport } from './transport';

/**
 * Sends each mail the moment it is queued (created, or put back by the retry schedule or a
 * moderator's resend). Retried on error: deliverMail claims the document in a transaction first,
 * so a retried or duplicated event finds it no longer queued and sends nothing. An SMTP failure
 * is recorded on the document, not thrown; a missing setting leaves it queued (the retry
 * schedule wakes it once the setting is there). Only this function can read the SMTP secret.
 */
export const sendQueuedMail = onDocumentWritten(
  {
    document: `${MAIL_COLLECTION}/{key}`,
    secrets: [SMTP_URL],
    retry: true,
    memory: '256MiB',
    timeoutSeconds: 60,
    // One mail per instance (256MiB has a fractional CPU, which cannot serve requests
    // concurrently); a few instances keep a burst from opening many SMTP connections at once.
    concurrency: 1,
    maxInstances: 5,
  },
  async (event) => {
    if (event.data?.after.get('status') !== 'queued') return;
    let settings;
    try {
      settings = requireMailSettings();
    } catch (error) {
      if (!(error instanceof MissingSettingError)) throw error;
      logMissingSetting('sendQueuedMail', error.setting);
      return;
    }
    await deliverMail(db, event.params.key, smtpTransport(settings.smtpUrl), settings, new Date());
  },
);
