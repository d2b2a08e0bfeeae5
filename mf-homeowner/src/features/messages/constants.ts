/** How often the list's relative last-message times are redrawn. */
export const RELATIVE_TIME_TICK_MS = 60_000;
