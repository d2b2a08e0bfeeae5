/**
 * Where toasts show while a modal dialog is open: inside its panel, in the flow
 * between its title and its content, rather than floating over the page. A floating toast covered
 * the booking wizard's Continue on desktop and its title on a phone, and outside an aria-modal
 * dialog it is neither announced nor reachable by keyboard.
 *
 * Each open dialog registers its slot; the toaster renders into the innermost one.
 */
import { useSyncExternalStore } from 'react';

const slots: HTMLElement[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Called by a dialog once its panel is in the DOM; the returned function unregisters it. */
export function registerToastSlot(slot: HTMLElement): () => void {
  slots.push(slot);
  notify();
  return () => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    notify();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const innermost = () => slots[slots.length - 1] ?? null;

/** The innermost open dialog's toast slot, or null when no dialog is open. */
export function useToastSlot(): HTMLElement | null {
  return useSyncExternalStore(subscribe, innermost, () => null);
}
