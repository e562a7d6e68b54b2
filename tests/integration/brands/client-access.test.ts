/**
 * What a browser can do directly against Firestore with the client SDK (the rules suite checks
 * every rule; this checks the brand paths end to end as a visitor and as a brand).
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  createUser,
  HOST,
  PORTS,
  PROJECT_ID,
  Timestamp,
  URLS,
} from '../../support/emulator';
import { FEATURED_PRICE, unique, uniqueEmail } from './helpers';

const apps: FirebaseApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

async function browser(signInAs?: { email: string; password: string }) {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, unique('app'));
  apps.push(app);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, HOST, PORTS.firestore);
  const auth = getAuth(app);
  connectAuthEmulator(auth, URLS.authEmulator, { disableWarnings: true });
  if (signInAs) await signInWithEmailAndPassword(auth, signInAs.email, signInAs.password);
  return db;
}

async function seedSubmission(userId: string | null) {
  return (
    await adminDb()
      .collection('submissions')
      .add({
        title: unique('Private'),
        status: 'pending',
        payment_status: 'unpaid',
        user_id: userId,
        contact_email: 'owner@brand.test',
        created_at: Timestamp.now(),
      })
  ).id;
}

const denied = (promise: Promise<unknown>) =>
  expect(promise).rejects.toMatchObject({ code: 'permission-denied' });

describe('browser access to brand data', () => {
  it('a visitor cannot read submissions or create a paid/approved one', async () => {
    const id = await seedSubmission(null);
    const db = await browser();
    await denied(getDoc(doc(db, 'submissions', id)));
    await denied(
      addDoc(collection(db, 'submissions'), {
        title: 'Free listing',
        status: 'approved',
        payment_status: 'paid',
        user_id: null,
      }),
    );
    await denied(setDoc(doc(db, 'subscriptions', 'anyone'), { subscription_status: 'active' }));
  });

  it('a brand reads its own submissions only, cannot approve them or write its plan', async () => {
    const email = uniqueEmail('rules');
    const uid = await createUser(email, 'secret123');
    const mine = await seedSubmission(uid);
    const theirs = await seedSubmission('another-brand');
    const db = await browser({ email, password: 'secret123' });

    expect((await getDoc(doc(db, 'submissions', mine))).exists()).toBe(true);
    const own = await getDocs(query(collection(db, 'submissions'), where('user_id', '==', uid)));
    expect(own.docs.map((d) => d.id)).toEqual([mine]);
    await denied(getDoc(doc(db, 'submissions', theirs)));
    await denied(getDocs(collection(db, 'submissions')));
    await denied(updateDoc(doc(db, 'submissions', mine), { status: 'approved' }));
    await denied(updateDoc(doc(db, 'submissions', mine), { payment_status: 'paid' }));
    await denied(
      setDoc(doc(db, 'subscriptions', uid), {
        subscription_status: 'active',
        price_id: FEATURED_PRICE,
        current_period_end: 4_000_000_000,
        cancel_at_period_end: false,
      }),
    );
    await denied(getDocs(collection(db, 'claims')));
    await denied(getDocs(collection(db, 'payments')));
  });

  it('a brand reads its own plan view but not another brand’s', async () => {
    const email = uniqueEmail('plan-reader');
    const uid = await createUser(email, 'secret123');
    await adminDb().doc(`subscriptions/${uid}`).set({ subscription_status: 'active' });
    await adminDb().doc('subscriptions/another-brand').set({ subscription_status: 'active' });
    const db = await browser({ email, password: 'secret123' });
    expect((await getDoc(doc(db, 'subscriptions', uid))).get('subscription_status')).toBe('active');
    await denied(getDoc(doc(db, 'subscriptions', 'another-brand')));
  });
});
