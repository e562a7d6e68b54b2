import { getAppCheck } from 'firebase-admin/app-check';
import type { Request } from 'firebase-functions/v2/https';
import { APP_CHECK_HEADER } from '@swagdrop/model';
import { config } from '../config';
import './admin';

/**
 * App Check for plain HTTP functions, the twin of the callables' `enforceAppCheck`: in
 * production a request must carry a valid App Check token; in the emulator it is off
 * (config.enforceAppCheck), as the debug provider tokens cannot be verified there.
 */
export async function hasValidAppCheck(req: Request): Promise<boolean> {
  if (!config.enforceAppCheck) return true;
  const token = req.get(APP_CHECK_HEADER);
  if (!token) return false;
  try {
    await getAppCheck().verifyToken(token);
    return true;
  } catch {
    return false;
  }
}
