/**
 * Proof that the page runs ONE copy of the kit. Every evaluation of this module adds an id to
 * `globalThis.__housesitKit`; module federation shares the kit as a singleton provided only by
 * the shell, so the list must hold exactly one id. A second id means a remote bundled its own
 * copy (then its toasts, session cache and theme would silently diverge), so it is reported
 * as an error, which the e2e suite's "no console errors" check catches.
 */
export const KIT_INSTANCE_ID = `kit-${Math.random().toString(36).slice(2, 10)}`;

const registry = globalThis as typeof globalThis & { __housesitKit?: string[] };
// Only a page counts: on the server each release's rendering bundles its own kit on purpose
// (decision 028), and a long-running server loads many.
const inPage = typeof window !== 'undefined';
if (inPage) registry.__housesitKit = [...(registry.__housesitKit ?? []), KIT_INSTANCE_ID];
if (inPage && (registry.__housesitKit?.length ?? 0) > 1) {
  console.error(
    `Housesit kit loaded ${registry.__housesitKit?.length ?? 0} times (${registry.__housesitKit?.join(', ') ?? ''}); ` +
      'a remote bundled its own copy instead of using the shared singleton.',
  );
}

/** How many copies of the kit this page has evaluated (1 when sharing works). */
export function kitInstanceCount(): number {
  return registry.__housesitKit?.length ?? 0;
}
