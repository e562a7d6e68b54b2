import { describe, expect, it } from 'vitest';
import { listenerValues } from './firestore-listen';

/** A listener source driven by the test: what a snapshot listener hands its callbacks. */
function source<T>() {
  const state = {
    next: (_value: T) => {},
    fail: (_error: unknown) => {},
    unsubscribed: false,
  };
  const subscribe = (next: (value: T) => void, fail: (error: unknown) => void) => {
    state.next = next;
    state.fail = fail;
    return () => {
      state.unsubscribed = true;
    };
  };
  return { state, subscribe };
}

describe('listenerValues', () => {
  it('yields each value and skips to the newest when the reader is behind', async () => {
    const { state, subscribe } = source<number>();
    const controller = new AbortController();
    const values = listenerValues(subscribe, controller.signal)[Symbol.asyncIterator]();
    const first = values.next();
    state.next(1);
    expect(await first).toEqual({ value: 1, done: false });
    state.next(2);
    state.next(3);
    expect(await values.next()).toEqual({ value: 3, done: false });
  });

  it('ends and unsubscribes when the signal aborts, even while waiting', async () => {
    const { state, subscribe } = source<number>();
    const controller = new AbortController();
    const values = listenerValues(subscribe, controller.signal)[Symbol.asyncIterator]();
    const waiting = values.next();
    controller.abort();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(state.unsubscribed).toBe(true);
  });

  it("ends with the listener's error", async () => {
    const { state, subscribe } = source<number>();
    const values = listenerValues(subscribe, new AbortController().signal)[Symbol.asyncIterator]();
    const waiting = values.next();
    state.fail(new Error('permission-denied'));
    await expect(waiting).rejects.toThrow('permission-denied');
    expect(state.unsubscribed).toBe(true);
  });
});
