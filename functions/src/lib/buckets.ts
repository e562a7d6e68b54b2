import type { Storage } from 'firebase-admin/storage';
import { MissingSettingError, requirePendingUploadsBucket } from '../config';
import { storage } from './admin';
import { logMissingSetting } from './log';

export type Bucket = ReturnType<Storage['bucket']>;

/** The default bucket: published images and their variants (the image pipeline's bucket). */
export async function imagesBucket(): Promise<Bucket> {
  return (await storage()).bucket();
}

/**
 * The pending uploads bucket (config.ts PENDING_UPLOADS_BUCKET). Unset, every use refuses:
 * `functionName` logs which function needs it, and the error fails the request or run.
 */
export async function pendingUploadsBucket(functionName: string): Promise<Bucket> {
  let name: string;
  try {
    name = requirePendingUploadsBucket();
  } catch (error) {
    if (error instanceof MissingSettingError) logMissingSetting(functionName, error.setting);
    throw error;
  }
  return (await storage()).bucket(name);
}
