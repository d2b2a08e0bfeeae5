/**
 * How many copies of React a page evaluated, counted two ways by a script that runs before any of
 * the page's (Playwright's `addInitScript`):
 * - `renderers`: every copy of react-dom registers its renderer with the devtools hook, which the
 *   probe replaces with a counter;
 * - `react`: every copy of the `react` package, when evaluated, assigns
 *   `__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE` on its exports object. A
 *   setter of that name on Object.prototype sees each such assignment (webpack's and esbuild's
 *   CommonJS exports are plain objects), whichever bundle or federation container it comes from,
 *   then puts the value on the object as its own property so React reads it as usual. Each copy
 *   has its own internals object, so the distinct objects assigned are the copies (webpack's
 *   namespace objects for `import * as React` copy the name too, as a getter function: not
 *   counted).
 * A remote that bundled its own React instead of using the shell's shared one counts 2 in
 * `react` as soon as its code loads, even before it renders anything.
 */
import type { Page } from '@playwright/test';

export const REACT_PROBE = `
  (() => {
    const counts = (window.__reactProbe = { internals: new Set(), renderers: new Map() });
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: counts.renderers, supportsFiber: true, isDisabled: false, checkDCE() {}, onScheduleFiberRoot() {},
      onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
      inject(renderer) { counts.renderers.set(counts.renderers.size + 1, renderer); return counts.renderers.size; },
    };
    const name = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
    Object.defineProperty(Object.prototype, name, {
      configurable: true,
      get() { return undefined; },
      set(value) {
        if (typeof value === 'object' && value !== null) counts.internals.add(value);
        Object.defineProperty(this, name, { value, writable: true, enumerable: true, configurable: true });
      },
    });
  })();
`;

export interface ReactCopies {
  react: number;
  renderers: number;
}

export function reactCopies(page: Page): Promise<ReactCopies> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __reactProbe: { internals: Set<unknown>; renderers: Map<number, unknown> } }).__reactProbe;
    return { react: probe.internals.size, renderers: probe.renderers.size };
  });
}
