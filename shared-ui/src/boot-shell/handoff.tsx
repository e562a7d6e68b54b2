import { useLayoutEffect } from 'react';

/** The element index.html paints before any script runs (see render-boot-shell.tsx). */
export const BOOT_SHELL_ID = 'boot-shell';

/**
 * Rendered beside a page's content: when the page commits, the static first paint is removed
 * before the browser paints again, so the visitor sees the shell turn into the page in place.
 */
export function BootShellHandoff(): null {
  useLayoutEffect(() => {
    document.getElementById(BOOT_SHELL_ID)?.remove();
  }, []);
  return null;
}
