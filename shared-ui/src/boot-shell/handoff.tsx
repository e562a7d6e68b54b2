import { useLayoutEffect } from 'react';
import { BOOT_SHELL_ID } from '@swagdrop/model/page-render';

/** Removes the static first paint (a no-op once it is gone). */
export function releaseBootShell(): void {
  document.getElementById(BOOT_SHELL_ID)?.remove();
}

/**
 * Rendered beside a page's content: when the page commits, the static first paint is removed
 * before the browser paints again, so the visitor sees the shell turn into the page in place.
 * A shell that shows listings (`hold`, from the server's boot payload) is left to the page to
 * release once its own results render, so painted cards never turn into a skeleton and back.
 */
export function BootShellHandoff({ hold = false }: { hold?: boolean }): null {
  useLayoutEffect(() => {
    if (!hold) releaseBootShell();
  }, [hold]);
  return null;
}
