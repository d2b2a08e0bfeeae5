/**
 * An Intl formatter made on first use, then kept. Making one loads the locale's and the time
 * zone's data, a few milliseconds each on a phone; at module level that cost is paid by every
 * bundle that evaluates the module before the first screen renders, whether the screen formats
 * anything or not.
 */
export function lazyFormat<T extends Intl.DateTimeFormat | Intl.NumberFormat>(make: () => T): () => T {
  let made: T | null = null;
  return () => (made ??= make());
}
