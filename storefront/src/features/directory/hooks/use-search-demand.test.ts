import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchDemand, type SearchDemandState } from './use-search-demand';

const mutate = vi.fn();
vi.mock('../api/record-search-demand', () => ({ useRecordSearchDemand: () => ({ mutate }) }));

let seq = 0;
/** Words no other test of this file sent (the hook sends each once per page session). */
const fresh = () => `zzqx${String.fromCharCode(97 + (seq++ % 26))}${seq}`;

function mount(initial: SearchDemandState) {
  return renderHook((props: SearchDemandState) => useSearchDemand(props), {
    initialProps: initial,
  });
}

const sent = () => mutate.mock.calls.map(([input]) => input as unknown);

beforeEach(() => {
  vi.useFakeTimers();
  mutate.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSearchDemand', () => {
  it('sends a search without results once its text has settled for 1.5 s', async () => {
    const words = fresh();
    mount({ search: `${words} Hoodies`, placeLabel: 'Austin, TX', resultCount: 0 });
    vi.advanceTimersByTime(1_499);
    await vi.dynamicImportSettled();
    expect(mutate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await vi.dynamicImportSettled();
    expect(sent()).toEqual([{ words: `${words} hoodie`, place: 'Austin, TX' }]);
  });

  it('never sends on keystrokes: each change starts the wait again', async () => {
    const words = fresh();
    const { rerender } = mount({ search: 'h', placeLabel: null, resultCount: 0 });
    for (const text of ['ho', 'hoo', words.slice(0, 3), words]) {
      vi.advanceTimersByTime(1_000);
      rerender({ search: text, placeLabel: null, resultCount: 0 });
    }
    await vi.dynamicImportSettled();
    expect(mutate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_500);
    await vi.dynamicImportSettled();
    expect(sent()).toEqual([{ words, place: null }]);
  });

  it('sends nothing while results are unknown or found, and counts from the text, not the results', async () => {
    const words = fresh();
    const { rerender } = mount({ search: words, placeLabel: null, resultCount: null });
    vi.advanceTimersByTime(5_000);
    rerender({ search: words, placeLabel: null, resultCount: 3 });
    vi.advanceTimersByTime(5_000);
    await vi.dynamicImportSettled();
    expect(mutate).not.toHaveBeenCalled();
    // The text settled long ago: zero results now are sent at once.
    rerender({ search: words, placeLabel: null, resultCount: 0 });
    vi.advanceTimersByTime(0);
    await vi.dynamicImportSettled();
    expect(sent()).toEqual([{ words, place: null }]);
  });

  it('sends nothing for text without words, and a place that is no label as no place', async () => {
    const { rerender } = mount({ search: ' !!! ', placeLabel: null, resultCount: 0 });
    vi.advanceTimersByTime(2_000);
    await vi.dynamicImportSettled();
    expect(mutate).not.toHaveBeenCalled();
    const words = fresh();
    rerender({ search: words, placeLabel: 'somewhere else', resultCount: 0 });
    vi.advanceTimersByTime(2_000);
    await vi.dynamicImportSettled();
    expect(sent()).toEqual([{ words, place: null }]);
  });

  it('sends each (words, place) once per page session', async () => {
    const words = fresh();
    const first = mount({ search: words, placeLabel: 'Austin, TX', resultCount: 0 });
    vi.advanceTimersByTime(2_000);
    first.rerender({ search: `${words}!`, placeLabel: 'Austin, TX', resultCount: 0 });
    vi.advanceTimersByTime(2_000);
    first.unmount();
    const again = mount({ search: words.toUpperCase(), placeLabel: 'Austin, TX', resultCount: 0 });
    vi.advanceTimersByTime(2_000);
    again.rerender({ search: words, placeLabel: 'Portland, OR', resultCount: 0 });
    vi.advanceTimersByTime(2_000);
    await vi.dynamicImportSettled();
    expect(sent()).toEqual([
      { words, place: 'Austin, TX' },
      { words, place: 'Portland, OR' },
    ]);
  });

  it('sends at once when the search box loses focus, and only a search without results', async () => {
    const words = fresh();
    const { result, rerender } = mount({ search: words, placeLabel: null, resultCount: 2 });
    result.current.settleNow();
    await vi.dynamicImportSettled();
    expect(mutate).not.toHaveBeenCalled();
    rerender({ search: words, placeLabel: null, resultCount: 0 });
    result.current.settleNow();
    await vi.dynamicImportSettled();
    expect(sent()).toEqual([{ words, place: null }]);
    vi.advanceTimersByTime(2_000);
    await vi.dynamicImportSettled();
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('drops a failed send without throwing into the page', async () => {
    mutate.mockImplementation(() => {
      throw new Error('offline');
    });
    const words = fresh();
    const { result } = mount({ search: words, placeLabel: null, resultCount: 0 });
    expect(() => vi.advanceTimersByTime(2_000)).not.toThrow();
    expect(() => result.current.settleNow()).not.toThrow();
    await vi.dynamicImportSettled();
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the page goes', async () => {
    const words = fresh();
    const { unmount } = mount({ search: words, placeLabel: null, resultCount: 0 });
    vi.advanceTimersByTime(1_000);
    unmount();
    vi.advanceTimersByTime(2_000);
    await vi.dynamicImportSettled();
    expect(mutate).not.toHaveBeenCalled();
  });
});
