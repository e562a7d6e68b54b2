import { logger } from 'firebase-functions/v2';
import type { MailTemplateId } from '@swagdrop/model';

/** Named log lines of the brand emails' triggers. */

/** A cause that would mail a brand, but nobody can receive it (no contact or account email). */
export function logNoBrandRecipient(template: MailTemplateId, subject: string): void {
  logger.info(`mail: no recipient for ${template} (${subject})`, { template, subject });
}

/** A plan mail whose Stripe price is neither configured plan (a price set up by hand). */
export function logUnknownPlanPrice(template: MailTemplateId, priceId: string): void {
  logger.warn(`mail: no plan for price ${priceId}, ${template} not sent`, { template, priceId });
}

export function logListingMailsQueued(template: MailTemplateId, count: number): void {
  if (count > 0) logger.info(`mail: queued ${count} ${template}`, { template, count });
}

/** A mail whose data its template's schema refuses; the change it accompanies goes ahead. */
export function logInvalidBrandMail(template: MailTemplateId, key: string, problem: string): void {
  logger.error(`mail: ${template} ${key} not queued, invalid data: ${problem}`, {
    template,
    key,
    problem,
  });
}
