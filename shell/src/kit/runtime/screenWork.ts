import { useCallback, useLayoutEffect, useState } from 'react';
import { atom, useStore } from 'jotai';

/**
 * How much work the page still has before its screen is done: first answers not yet on screen,
 * loading states shown, a catch-up scheduled. It lives in KitProvider's jotai store, the one
 * store the shell and every remote render into (jotai and the kit are shared singletons), so a
 * remote's screen counts in the shell's layout; each provider starts at zero, so tests never
 * leak work into each other.
 */
const outstandingWorkAtom = atom(0);

/**
 * Starts one piece of work; the function it returns ends it (once, however often it is called).
 * For work that starts and ends outside rendering: a scheduled refetch, say.
 */
export function useScreenWork(): () => () => void {
  const store = useStore();
  return useCallback(() => {
    store.set(outstandingWorkAtom, (n) => n + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      store.set(outstandingWorkAtom, (n) => n - 1);
    };
  }, [store]);
}

/**
 * Counts the page as busy while `busy` is true for this component. A layout effect: the count
 * changes in the commit that shows the loading state or the answer, before anything can read
 * the page, so the layout never says "ready" between a screen's mount and its work starting.
 */
export function useBusyWhile(busy: boolean): void {
  const begin = useScreenWork();
  useLayoutEffect(() => (busy ? begin() : undefined), [begin, busy]);
}

/**
 * Calls `callback` once the page has no work outstanding but the caller's own `own` pieces (at
 * once if that is so already): for deferred work that must wait for the screen, not for a guessed
 * delay. The function it returns cancels the wait.
 */
export function useAfterOtherWork(): (own: number, callback: () => void) => () => void {
  const store = useStore();
  return useCallback(
    (own: number, callback: () => void) => {
      let waiting = true;
      let unsubscribe = () => {};
      const check = () => {
        if (!waiting || store.get(outstandingWorkAtom) > own) return;
        waiting = false;
        unsubscribe();
        callback();
      };
      unsubscribe = store.sub(outstandingWorkAtom, check);
      check();
      return () => {
        waiting = false;
        unsubscribe();
      };
    },
    [store],
  );
}

/** Busy while rendered: for a Suspense fallback or any other loading state. */
export function BusyWhileShown(): null {
  useBusyWhile(true);
  return null;
}

/**
 * True when the page has no work outstanding (the layout's <main> says so to assistive tech and
 * to end-to-end tests). Subscribed in a layout effect, which runs after every child's: work a
 * child started in the same commit is already counted, and the answer is re-rendered before paint.
 */
export function useScreenReady(): boolean {
  const store = useStore();
  const [outstanding, setOutstanding] = useState(() => store.get(outstandingWorkAtom));
  useLayoutEffect(() => {
    const read = () => setOutstanding(store.get(outstandingWorkAtom));
    read();
    return store.sub(outstandingWorkAtom, read);
  }, [store]);
  return outstanding === 0;
}
