import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listenerQuery } from './listen';

const settle = () => new Promise((resolve) => setTimeout(resolve));

/** A screen showing a query whose listener the test drives; its SDK "loads" on `load()`. */
function screen() {
  const listener = { next: (_: number) => {}, fail: (_: unknown) => {}, stopped: false };
  let load = () => {};
  const loaded = new Promise<void>((resolve) => (load = resolve));
  const observer = new QueryObserver(new QueryClient(), {
    queryKey: ['live'],
    retry: false,
    ...listenerQuery<number>(async (next, fail) => {
      await loaded;
      Object.assign(listener, { next, fail });
      return () => (listener.stopped = true);
    }),
  });
  const leave = observer.subscribe(() => undefined);
  return { listener, observer, leave, load };
}

describe('listenerQuery', () => {
  it("shows each of the listener's values, then its error as the query's error", async () => {
    const { listener, observer, load } = screen();
    load();
    await settle();
    listener.next(1);
    listener.next(2);
    expect(observer.getCurrentResult()).toMatchObject({ data: 2, isSuccess: true });
    listener.fail(new Error('permission-denied'));
    await settle();
    expect(observer.getCurrentResult()).toMatchObject({ isError: true });
    expect(listener.stopped).toBe(true);
  });

  it.each([
    ['once it has started', true],
    ['while its SDK was loading', false],
  ])('stops the listener when the screen is left %s', async (_case, loadFirst) => {
    const { listener, leave, load } = screen();
    if (loadFirst) {
      load();
      await settle();
    }
    leave();
    load();
    await settle();
    expect(listener.stopped).toBe(true);
  });
});
