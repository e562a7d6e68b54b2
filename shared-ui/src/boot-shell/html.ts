import { BOOT_SHELL_ID } from './handoff';

const ROOT_ELEMENT = '<div id="root"></div>';

/** index.html with a rendered shell placed before the app's root element. */
export function withBootShell(indexHtml: string, shell: string): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  if (indexHtml.includes(`id="${BOOT_SHELL_ID}"`)) throw new Error('index.html has a shell');
  return indexHtml.replace(ROOT_ELEMENT, `${shell}\n    ${ROOT_ELEMENT}`);
}
