import { MissingSettingError, requirePendingUploadsBucket } from '../config';
import { logMissingSetting } from './log';

/**
 * The pending uploads bucket's name (config.ts PENDING_UPLOADS_BUCKET). Unset, every use
 * refuses: the log names `functionName` and the setting, and the error fails the request or run.
 */
export function pendingUploadsBucketName(functionName: string): string {
  try {
    return requirePendingUploadsBucket();
  } catch (error) {
    if (error instanceof MissingSettingError) logMissingSetting(functionName, error.setting);
    throw error;
  }
}
