import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsyncData } from './use-async-data';

/** A fetcher whose calls the test answers by hand, in any order. */
function manualFetcher() {
  const calls: { resolve: (value: string) => void }[] = [];
  const fetcher = () =>
    new Promise<string>((resolve) => {
      calls.push({ resolve });
    });
  return { fetcher, calls };
}

describe('useAsyncData', () => {
  it('shows an answer whose key changed meanwhile until the newer answer arrives', async () => {
    const { fetcher, calls } = manualFetcher();
    const { result, rerender } = renderHook(({ key }) => useAsyncData(fetcher, key), {
      initialProps: { key: 1 },
    });
    rerender({ key: 2 });
    expect(calls).toHaveLength(2);

    // The dashboard chart waited on a skeleton for the second call when the first was dropped.
    await act(async () => calls[0]?.resolve('first'));
    await waitFor(() => expect(result.current.data).toBe('first'));
    await act(async () => calls[1]?.resolve('second'));
    await waitFor(() => expect(result.current.data).toBe('second'));
  });

  it('never shows an older answer over a newer one', async () => {
    const { fetcher, calls } = manualFetcher();
    const { result, rerender } = renderHook(({ key }) => useAsyncData(fetcher, key), {
      initialProps: { key: 1 },
    });
    rerender({ key: 2 });
    await act(async () => calls[1]?.resolve('newer'));
    await waitFor(() => expect(result.current.data).toBe('newer'));
    await act(async () => calls[0]?.resolve('older'));
    expect(result.current).toEqual({ data: 'newer', error: null, loading: false });
  });
});
