import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    // Worker threads start a file's environment a little cheaper than forked processes (the
    // five front-end suites: 293 against 307 core-seconds); each file is still isolated.
    pool: 'threads',
    // Screens driven by user-event take 1–5 s each when turbo runs two packages' suites at once on
    // two cores; the default 5 s failed healthy tests under that load, not slow code.
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Dates in the assertions are written for UTC.
    env: { TZ: 'UTC' },
  },
});
