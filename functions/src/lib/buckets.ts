import type { Storage } from 'firebase-admin/storage';
import { storage } from './admin';
import { pendingUploadsBucketName } from './pending-bucket-name';

export type Bucket = ReturnType<Storage['bucket']>;

/** The default bucket: published images and their variants (the image pipeline's bucket). */
export async function imagesBucket(): Promise<Bucket> {
  return (await storage()).bucket();
}

/** The bucket browsers upload into; refuses (logged for `functionName`) when not configured. */
export async function pendingUploadsBucket(functionName: string): Promise<Bucket> {
  const name = pendingUploadsBucketName(functionName);
  return (await storage()).bucket(name);
}
