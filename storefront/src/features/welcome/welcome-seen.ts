import { WELCOME_DIALOG_DELAY_MS, WELCOME_SEEN_STORAGE_KEY } from '@swagdrop/model';

export function hasSeenWelcome(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_SEEN_STORAGE_KEY) === 'true';
  } catch {
    return true; // storage blocked: never nag on every page
  }
}

export function markWelcomeSeen(): void {
  try {
    window.localStorage.setItem(WELCOME_SEEN_STORAGE_KEY, 'true');
  } catch {
    // storage blocked: the dialog simply shows again next visit
  }
}

/**
 * Milliseconds from now until the dialog is due: WELCOME_DIALOG_DELAY_MS after the page
 * started loading (`sinceNavigationStart` is performance.now()), not after the app mounted,
 * which happens late on purpose (scripts start after the first paint, see README).
 */
export function welcomeDelayMs(sinceNavigationStart: number): number {
  return Math.max(0, WELCOME_DIALOG_DELAY_MS - sinceNavigationStart);
}
