import { logger } from 'firebase-functions';

/**
 * A function refused to run because a setting is not configured (functions/src/config.ts).
 * Its one line names the function and the setting so an operator knows what to set.
 */
export function logMissingSetting(functionName: string, settingName: string): void {
  logger.error(`${functionName}: setting ${settingName} is not configured; refusing to run`, {
    functionName,
    settingName,
  });
}
