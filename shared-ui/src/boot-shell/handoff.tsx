import { useLayoutEffect } from 'react';
import { BOOT_SHELL_HOLD_ATTRIBUTE } from '../model/directory-template';

/** The element index.html paints before any script runs (see render-boot-shell.tsx). */
export const BOOT_SHELL_ID = 'boot-shell';

/** Removes the static first paint (a no-op once it is gone). */
export function releaseBootShell(): void {
  document.getElementById(BOOT_SHELL_ID)?.remove();
}

/**
 * Rendered beside a page's content: when the page commits, the static first paint is removed
 * before the browser paints again, so the visitor sees the shell turn into the page in place.
 * A shell held for results (BOOT_SHELL_HOLD_ATTRIBUTE) is left to the page to release.
 */
export function BootShellHandoff(): null {
  useLayoutEffect(() => {
    if (document.getElementById(BOOT_SHELL_ID)?.hasAttribute(BOOT_SHELL_HOLD_ATTRIBUTE)) return;
    releaseBootShell();
  }, []);
  return null;
}
