/**
 * An Intl formatter made on first use, then kept, for this package's own rules (prices,
 * service-area days and times). Making one loads the locale's and the time zone's data, a few
 * milliseconds each on a phone; at module level that cost is paid by every bundle that evaluates
 * the module (the shell and each remote carry their own copy of this package) before the first
 * screen renders. Not exported: how screens format is the kit's (kit/format).
 */
export function lazyFormat<T extends Intl.DateTimeFormat | Intl.NumberFormat>(make: () => T): () => T {
  let made: T | null = null;
  return () => (made ??= make());
}
