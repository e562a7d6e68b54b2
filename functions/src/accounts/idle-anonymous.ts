import type { Auth, UserRecord } from 'firebase-admin/auth';

/** How long an anonymous account may sit unused before it is deleted. */
export const ANONYMOUS_IDLE_MS = 24 * 60 * 60 * 1000;
const PAGE = 1000;

/**
 * An anonymous account (the submit form signs every visitor in to upload) that has not been
 * used for a day. A submission never belongs to one (its owner is null), and the form signs a
 * returning visitor in anew, so deleting it loses nothing; its pending uploads are already
 * removed after 24 h (images/stale-uploads.ts).
 */
export function isIdleAnonymous(user: UserRecord, now: Date): boolean {
  if (user.providerData.length > 0 || user.email) return false;
  const times = [
    user.metadata.lastRefreshTime,
    user.metadata.lastSignInTime,
    user.metadata.creationTime,
  ]
    .filter((t): t is string => Boolean(t))
    .map((t) => Date.parse(t))
    .filter((t) => Number.isFinite(t));
  if (times.length === 0) return false;
  return now.getTime() - Math.max(...times) > ANONYMOUS_IDLE_MS;
}

/** Deletes every idle anonymous account, a page of users at a time; returns how many. */
export async function deleteIdleAnonymousUsers(auth: Auth, now: Date): Promise<number> {
  let deleted = 0;
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(PAGE, pageToken);
    const idle = page.users.filter((user) => isIdleAnonymous(user, now)).map((u) => u.uid);
    if (idle.length > 0) deleted += (await auth.deleteUsers(idle)).successCount;
    pageToken = page.pageToken;
  } while (pageToken);
  return deleted;
}
