import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { HOST, PORTS, PROJECT_ID, URLS, adminDb } from '../../support/emulator';
import { PASSWORD, auditFor, listingPayload, newAccount, saveListing } from './helpers';

setLogLevel('silent');

/** A real browser-style client (web SDK) signed in through the Auth emulator. */
async function clientFor(email: string): Promise<{ app: FirebaseApp; db: Firestore }> {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key' },
    `audit-${email}-${Date.now()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, URLS.authEmulator, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  const db = (await import('firebase/firestore')).getFirestore(app);
  connectFirestoreEmulator(db, HOST, PORTS.firestore);
  return { app, db };
}

async function denied(op: Promise<unknown>) {
  await expect(op).rejects.toMatchObject({ code: 'permission-denied' });
}

describe('audit_log is read-only for browsers, admins included (firestore.rules)', () => {
  const apps: FirebaseApp[] = [];
  let adminClient: Firestore;
  let brandClient: Firestore;
  let entryId: string;
  let original: Record<string, unknown>;

  beforeAll(async () => {
    const admin = await newAccount('admin');
    const brand = await newAccount('brand');
    const created = await saveListing(await admin.token(), { listing: listingPayload() });
    const entries = await auditFor(`swag_listings/${created.result!.id}`);
    entryId = entries[0]!.id;
    original = (await adminDb().collection('audit_log').doc(entryId).get()).data()!;
    const a = await clientFor(admin.email);
    const b = await clientFor(brand.email);
    apps.push(a.app, b.app);
    adminClient = a.db;
    brandClient = b.db;
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
  });

  it('an admin can read entries, newest first (the Activity screen query)', async () => {
    const one = await getDoc(doc(adminClient, 'audit_log', entryId));
    expect(one.get('action')).toBe('listing.create');
    const page = await getDocs(
      query(collection(adminClient, 'audit_log'), orderBy('created_at', 'desc'), limit(25)),
    );
    expect(page.size).toBeGreaterThan(0);
  });

  it('an admin cannot edit, overwrite, delete or forge entries', async () => {
    const ref = doc(adminClient, 'audit_log', entryId);
    await denied(updateDoc(ref, { action: 'listing.update', actor_email: 'someone@else.com' }));
    await denied(
      setDoc(ref, {
        actor_uid: original.actor_uid,
        actor_email: original.actor_email,
        action: original.action,
        target: 'swag_listings/other',
        before: null,
        after: null,
        created_at: serverTimestamp(),
      }),
    );
    await denied(deleteDoc(ref));
    await denied(
      addDoc(collection(adminClient, 'audit_log'), {
        actor_uid: 'cli',
        actor_email: 'forged',
        action: 'admin.grant',
        target: 'users/x',
        before: null,
        after: null,
        created_at: serverTimestamp(),
      }),
    );
    const stored = (await adminDb().collection('audit_log').doc(entryId).get()).data();
    expect(stored).toEqual(original);
  });

  it('a brand user cannot read the audit log at all', async () => {
    await denied(getDoc(doc(brandClient, 'audit_log', entryId)));
    await denied(getDocs(query(collection(brandClient, 'audit_log'), limit(1))));
  });
});
