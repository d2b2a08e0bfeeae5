import type { MouseEvent } from 'react';

/**
 * A link that does something in place with scripts (a tab, a dialog) and leads to its address
 * without them (decision 020) takes over only a plain click: one the browser would turn into a
 * new tab or window, or a download, is left to the browser.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
