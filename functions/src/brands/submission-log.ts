import { logger } from 'firebase-functions';

/** The brand submission functions' log lines, one function each. */
export const logDecoySubmission = (fn: 'createSubmission' | 'updateSubmission') =>
  logger.info(`${fn}: decoy filled, nothing stored`);

export const logSubmissionUpdateRefused = (id: string, reason: string) =>
  logger.warn('updateSubmission: refused', { submission_id: id, reason });

export const logSubmissionUpdated = (id: string) =>
  logger.info('updateSubmission: unpaid submission changed', { submission_id: id });
