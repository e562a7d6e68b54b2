import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';

if (getApps().length === 0) initializeApp();

export const db = getFirestore();
export const adminAuth = getAuth();

/** Loads on first use: only the image pipeline and submissions touch Storage (about 15 MB). */
export async function storage(): Promise<Storage> {
  const { getStorage } = await import('firebase-admin/storage');
  return getStorage();
}
