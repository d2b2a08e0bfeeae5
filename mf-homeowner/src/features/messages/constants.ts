/** At most one 'typing' message to the server every 2 s while the user types. */
export const TYPING_SEND_INTERVAL_MS = 2000;
/** 'Typing...' stays up to 3 s after the other side's last keystroke. */
export const TYPING_VISIBLE_MS = 3000;
/** How often the list's relative last-message times are redrawn. */
export const RELATIVE_TIME_TICK_MS = 60_000;
