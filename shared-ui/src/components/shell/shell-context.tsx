import { createContext, useContext, type ReactNode } from 'react';

/** True inside a page's server-rendered first paint (boot-shell/render-shell.tsx). */
export const ShellContext = createContext(false);

/** True while rendering a first paint: live data (listeners, queries) waits for the app. */
export function useInShell(): boolean {
  return useContext(ShellContext);
}

/**
 * Test ids for a component's elements, left out of a first paint: tests name the live page's
 * elements only, so they never find the shell's copy while it lasts.
 */
export function useTestIds(): (id: string) => string | undefined {
  return useContext(ShellContext) ? () => undefined : (id) => id;
}

/**
 * In a first paint, every form control inside is disabled: nothing that ignores inert
 * (autofill, test drivers) types into the shell's copy of a field; it waits for the app's own.
 * A page's <main> may not be inside a <fieldset>, so a shell wraps its header and its main's
 * content apart. `display: contents` lays out as if the fieldset were not there. In the app it
 * renders its children alone.
 */
export function ShellControls({ children }: { children: ReactNode }) {
  if (!useContext(ShellContext)) return children;
  return (
    <fieldset disabled style={{ display: 'contents' }}>
      {children}
    </fieldset>
  );
}
