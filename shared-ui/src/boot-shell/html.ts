import { appendToHead, extractEmotionStyles } from './emotion-styles';
import { BOOT_SHELL_ID } from './handoff';
import { withPageHead } from './page-head';

const ROOT_ELEMENT = '<div id="root"></div>';

export interface ShellPage {
  /** The shell's markup (render-boot-shell.tsx), placed before the app's root element. */
  html: string;
  /** Tags the shell needs in the head (its own styles). */
  head?: string;
  /** The page's title, description, Open Graph and canonical tags (page-head.ts). */
  pageHead?: string;
}

/**
 * index.html with a rendered shell placed before the app's root element, the shell's own and
 * Emotion styles moved to the head (emotion-styles.ts) and, when given, the page's head tags
 * in place of index.html's.
 */
export function withBootShell(indexHtml: string, shell: ShellPage): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  if (indexHtml.includes(`id="${BOOT_SHELL_ID}"`)) throw new Error('index.html has a shell');
  const { html: shellBody, styles } = extractEmotionStyles(shell.html);
  const page = shell.pageHead === undefined ? indexHtml : withPageHead(indexHtml, shell.pageHead);
  return appendToHead(page, `${shell.head ?? ''}${styles}`).replace(
    ROOT_ELEMENT,
    `${shellBody}\n    ${ROOT_ELEMENT}`,
  );
}
