/**
 * The test set-up every area's vitest config runs first (`setupFiles`): jest-dom's matchers, a
 * clean DOM after each test, and a wait long enough for a loaded machine.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default. A screen renders its first answer as a deferred
// value (useApiQuery), one more render pass; under turbo's parallel suites on two cores the first
// test of a file, still compiling, took longer than 1 s (CI of stop 29, mf-admin VisitSafety).
configure({ asyncUtilTimeout: 5_000 });

// No vitest globals here, so testing-library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
