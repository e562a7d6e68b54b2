import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * Who receives a brand's email. A submission names its contact email; a brand account's mails
 * (plans) go to its sign-in email, else to the email its Stripe customer was created with.
 */

function isUserNotFound(error: unknown): boolean {
  return (error as { code?: string }).code === 'auth/user-not-found';
}

const emailOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A brand account's email: Firebase Auth's, else customers/{uid}.email; null when neither. */
export async function accountEmail(uid: string, auth: Auth, store: Firestore) {
  try {
    const email = emailOf((await auth.getUser(uid)).email);
    if (email) return email;
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
  return emailOf((await store.collection('customers').doc(uid).get()).get('email'));
}

export interface ListingParty {
  /** The listing id, which is the id of the submission it was approved from. */
  id: string;
  owner_uid: string | null;
}

/**
 * The recipient of each listing's mails: its submission's contact email, else its owner's
 * sign-in email. A moderator-made listing has neither and is left out of the map.
 */
export async function listingRecipients(
  listings: ListingParty[],
  auth: Auth,
  store: Firestore,
): Promise<Map<string, string>> {
  const recipients = new Map<string, string>();
  if (listings.length === 0) return recipients;
  const submissions = await store.getAll(
    ...listings.map((listing) => store.collection('submissions').doc(listing.id)),
  );
  submissions.forEach((snap, index) => {
    const email = emailOf(snap.get('contact_email'));
    const listing = listings[index];
    if (email && listing) recipients.set(listing.id, email);
  });
  const owners = [
    ...new Set(
      listings
        .filter((listing) => !recipients.has(listing.id) && listing.owner_uid)
        .map((listing) => listing.owner_uid as string),
    ),
  ];
  const ownerEmails = new Map<string, string>();
  // getUsers takes at most 100 identifiers per call.
  for (let start = 0; start < owners.length; start += 100) {
    const { users } = await auth.getUsers(owners.slice(start, start + 100).map((uid) => ({ uid })));
    for (const user of users) {
      const email = emailOf(user.email);
      if (email) ownerEmails.set(user.uid, email);
    }
  }
  for (const listing of listings) {
    const email = listing.owner_uid ? ownerEmails.get(listing.owner_uid) : undefined;
    if (!recipients.has(listing.id) && email) recipients.set(listing.id, email);
  }
  return recipients;
}
