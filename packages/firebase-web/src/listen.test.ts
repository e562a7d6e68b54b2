import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listenerQuery, serverFirst } from './listen';

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

describe('serverFirst', () => {
  const snapshot = (docs: number, fromCache: boolean) => ({ docs, metadata: { fromCache } });

  it("drops the cache's guesses until the server has answered, then passes every snapshot", () => {
    const shown: number[] = [];
    const handle = serverFirst((snap: ReturnType<typeof snapshot>) => shown.push(snap.docs));
    handle(snapshot(0, true)); // offline before the server answered: an empty cache
    handle(snapshot(2, true)); // a partial view from another listener's documents
    expect(shown).toEqual([]);
    handle(snapshot(5, false));
    handle(snapshot(5, true)); // offline later: the cache now holds the server's answer
    handle(snapshot(6, false));
    expect(shown).toEqual([5, 5, 6]);
  });
});
