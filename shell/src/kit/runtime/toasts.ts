import { useCallback, useMemo } from 'react';
import { atom, useAtom, useSetAtom } from 'jotai';
import { TOAST_LIMIT } from '@housesit/shared-contracts';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Auto-dismiss delay; the Toaster uses TOAST_DURATION_MS when absent. */
  durationMs?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
}

/** Newest first; never longer than TOAST_LIMIT (one toast visible at a time, docs/product/platform.md §4). */
export const toastsAtom = atom<ToastItem[]>([]);

let lastId = 0;

export function useToast(): { toast(t: ToastInput): void } {
  const setToasts = useSetAtom(toastsAtom);
  const toast = useCallback(
    (t: ToastInput) => {
      lastId += 1;
      const item: ToastItem = { ...t, id: lastId };
      setToasts((list) => [item, ...list].slice(0, TOAST_LIMIT));
    },
    [setToasts],
  );
  return useMemo(() => ({ toast }), [toast]);
}

/** What the shell's Toaster reads: the visible toasts and a way to dismiss one. */
export function useToastQueue(): { toasts: ToastItem[]; dismiss(id: number): void } {
  const [toasts, setToasts] = useAtom(toastsAtom);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), [setToasts]);
  return { toasts, dismiss };
}
