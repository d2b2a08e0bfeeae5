import { useEffect, useState } from 'react';
import { atom, useStore } from 'jotai';

/** One change an area holds on the device and has not sent yet (e.g. an action made without signal). */
export interface PendingChange {
  id: string;
  label: string;
}

/**
 * The changes each area still has to send, by source (the area's name). They live in
 * KitProvider's jotai store, the one store the shell and every remote render into, so the shell
 * can say what would be lost (signing out, closing) without knowing how an area keeps them.
 */
const pendingBySourceAtom = atom<Readonly<Record<string, readonly PendingChange[]>>>({});

/**
 * Publishes `source`'s waiting changes (the whole list each time). They stay published when the
 * component unmounts: the changes are still waiting on the device until the area says otherwise.
 */
export function usePublishPendingChanges(source: string, changes: readonly PendingChange[]): void {
  const store = useStore();
  useEffect(() => {
    store.set(pendingBySourceAtom, (all) => ({ ...all, [source]: changes }));
  }, [store, source, changes]);
}

/** Every area's waiting changes, in one list. */
export function usePendingChanges(): PendingChange[] {
  const store = useStore();
  const [all, setAll] = useState(() => store.get(pendingBySourceAtom));
  useEffect(() => {
    setAll(store.get(pendingBySourceAtom));
    return store.sub(pendingBySourceAtom, () => setAll(store.get(pendingBySourceAtom)));
  }, [store]);
  return Object.values(all).flat();
}
