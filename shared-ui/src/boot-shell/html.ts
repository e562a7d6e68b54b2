import { appendToHead, extractEmotionStyles } from './emotion-styles';
import { BOOT_SHELL_ID } from './handoff';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html with a rendered shell placed before the app's root element, the shell's Emotion
 * styles moved to the head (emotion-styles.ts).
 */
export function withBootShell(indexHtml: string, shell: string): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  if (indexHtml.includes(`id="${BOOT_SHELL_ID}"`)) throw new Error('index.html has a shell');
  const { html: shellBody, styles } = extractEmotionStyles(shell);
  return appendToHead(indexHtml, styles).replace(ROOT_ELEMENT, `${shellBody}\n    ${ROOT_ELEMENT}`);
}
