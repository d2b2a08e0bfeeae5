import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: {
    // The build-time flag webpack's DefinePlugin sets (see src/env.ts); tests run as a dev build.
    __HOUSESIT_DEV_BUILD__: 'true',
  },
  test: {
    environment: 'jsdom',
    // Worker threads start a file's environment a little cheaper than forked processes (the
    // five front-end suites: 293 against 307 core-seconds); each file is still isolated.
    pool: 'threads',
    // Screens driven by user-event take 1–5 s each when turbo runs two packages' suites at once on
    // two cores; the default 5 s failed healthy tests under that load, not slow code.
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
    // server/: the page server's tests, each in Node (`// @vitest-environment node`).
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    css: false,
    restoreMocks: true,
  },
});
