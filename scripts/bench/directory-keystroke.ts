import type { Page } from '@playwright/test';

export interface Keystroke {
  /** Input event → count line changed. */
  dom: number;
  /** … and the next frame painted. */
  frame: number;
}

/** One input event on a directory filter; time until the count line shows a new text. */
export function keystroke(page: Page, label: string, value: string) {
  return page.evaluate(
    ({ label, value }) =>
      new Promise<Keystroke>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
        const count = document.querySelector('[data-testid="results-count"]');
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        if (!input || !count || !setValue) return reject(new Error('directory controls not found'));
        const before = count.textContent;
        let t0 = 0;
        const observer = new MutationObserver(() => {
          if (count.textContent === before) return;
          const dom = performance.now() - t0;
          observer.disconnect();
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ dom, frame: performance.now() - t0 }), 0),
          );
        });
        observer.observe(count, { childList: true, characterData: true, subtree: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`count line did not change for ${label}="${value}"`));
        }, 10_000);
        t0 = performance.now();
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    { label, value },
  );
}
