/**
 * Places in the directory bench (docs/product-rules.md#places): the bench catalogue's local
 * listings get the place their text names (the model's resolver, as the functions store it),
 * and a view measures
 *   1. the first place keystroke after page load: the place list is not loaded yet, so this is
 *      input event → list shows distances ('mi away'), list download and index build included;
 *   2. keystrokes with a place, a distance and a category set (input event → count changed),
 *      search text included.
 */
import type { Page } from '@playwright/test';
import { createPlaceIndex } from '@swagdrop/model/place-index';
import type { Place } from '@swagdrop/model/places';
import { US_PLACES_DATA } from '@swagdrop/model/us-places-data';
import { keystroke, type Keystroke } from './directory-keystroke';

const index = createPlaceIndex(US_PLACES_DATA);
const resolved = new Map<string, Place | null>();

/** The place a bench listing's location names (null for text naming none). */
export function benchPlace(text: string): Place | null {
  if (!resolved.has(text)) resolved.set(text, index.resolve(text));
  return resolved.get(text) ?? null;
}

export interface PlaceKeystrokes {
  /** First place keystroke on a fresh page, until the cards show their distance. */
  coldMs: number;
  keystrokes: Keystroke[];
}

/** Input event on the city box until a card shows '… mi away', then the next frame. */
function coldPlaceKeystroke(page: Page, value: string) {
  return page.evaluate(
    (value) =>
      new Promise<number>((resolve, reject) => {
        const input = document.querySelector<HTMLInputElement>('input[aria-label="Your city"]');
        const main = document.querySelector('main');
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        if (!input || !main || !setValue) return reject(new Error('city box not found'));
        let t0 = 0;
        const observer = new MutationObserver(() => {
          if (!main.querySelector('[data-testid="miles-away"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
        });
        observer.observe(main, { childList: true, characterData: true, subtree: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error('no distance shown after the first place keystroke'));
        }, 10_000);
        t0 = performance.now();
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    value,
  );
}

/** Call on a freshly opened /swag, before anything loads the place list. */
export async function measureColdPlaceKeystroke(page: Page): Promise<number> {
  const coldMs = await coldPlaceKeystroke(page, 'Austin, TX');
  await keystroke(page, 'Your city', '');
  return coldMs;
}

/** Keystrokes at 50 miles around a place with a category chosen; every step changes the count. */
export async function measurePlaceKeystrokes(page: Page): Promise<Keystroke[]> {
  await page.getByRole('combobox', { name: 'Category' }).selectOption('shirts');
  await page.getByRole('combobox', { name: 'Distance' }).selectOption('50');
  await keystroke(page, 'Your city', 'Austin, TX');
  // Text, place, distance and category together (the forgiving search warm).
  const steps: [string, string][] = [
    ['Search swag', 'ho'],
    ['Search swag', 'hoo'],
    ['Search swag', 'ho'],
    ['Search swag', ''],
    ['Your city', 'Denver, CO'],
    ['Your city', 'Austin, TX'],
    ['Search swag', 'northwind'],
    ['Search swag', ''],
  ];
  const results: Keystroke[] = [];
  for (const [label, value] of steps) {
    results.push(await keystroke(page, label, value));
    await page.waitForTimeout(50);
  }
  return results;
}
