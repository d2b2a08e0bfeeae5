/** lib.dom declares requestIdleCallback on every window, but Safari has none. */
type IdleWindow = Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

export interface WhenIdleOptions {
  /** A head start for what is already under way (a screen's own code and data); default none. */
  delayMs?: number;
  /** Runs by then even if the browser never idles; default 2 s. */
  timeoutMs?: number;
}

/**
 * Runs `callback` once the browser is idle, after `delayMs`: work that must not compete with the
 * screen being shown (prefetching, catching up). Safari has no idle callbacks and runs it after the
 * delay. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, { delayMs = 0, timeoutMs = 2_000 }: WhenIdleOptions = {}): () => void {
  const idleWindow: IdleWindow = window;
  let idleHandle: number | undefined;
  const timer = window.setTimeout(() => {
    if (idleWindow.requestIdleCallback) idleHandle = idleWindow.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    else callback();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idleHandle !== undefined) idleWindow.cancelIdleCallback?.(idleHandle);
  };
}
