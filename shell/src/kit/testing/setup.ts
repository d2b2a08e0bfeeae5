/**
 * The test set-up of every area (and the shell): jest-dom's matchers, a wait long enough for a
 * loaded machine, and `setUpEachFile`, which each area's own set-up file (its vitest
 * `setupFiles`) calls.
 *
 * The front-end suites run their files one after another in one jsdom page with one module cache
 * (`isolate: false`, `singleThread`): loading jsdom, React and the kit once instead of once per
 * file halved their CPU. Vitest runs a setup file again for each test file, but a module it
 * imports (this one) only once: hence a function the area's set-up calls, so the hooks below are
 * registered for every file. A file that mocks a module its neighbours load, or needs code not
 * loaded yet, loads it afresh (`vi.resetModules`, then `import()`); a mock every file needs
 * belongs in the area's set-up file.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// findBy*/waitFor give up after 1 s by default. A screen renders its first answer as a deferred
// value (useApiQuery), one more render pass; under turbo's parallel suites on two cores the first
// test of a file, still compiling, took longer than 1 s (CI of stop 29, mf-admin VisitSafety).
configure({ asyncUtilTimeout: 5_000 });

/** Registers, for the file being collected, the clean page at its start and after each test. */
export function setUpEachFile(): void {
  // No vitest globals here, so testing-library cannot register its own cleanup.
  afterEach(() => {
    cleanup();
  });

  // What the page keeps between files: each file starts on a blank page at /, signed out of
  // nothing, with empty storage.
  beforeAll(() => {
    if (typeof document === 'undefined') return; // a file in Node (`@vitest-environment node`)
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    document.body.removeAttribute('style');
    document.title = '';
    window.history.replaceState(null, '', '/');
  });
}
