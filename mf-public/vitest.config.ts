import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'jsdom',
    // One jsdom page and one module cache for all the files, one file after another: loading jsdom,
    // React and the kit once per file was half of the suite's CPU (the five suites: about 460
    // core-seconds against 200). The kit's set-up gives each file a clean page, and says what a
    // file that mocks a module does (shell/src/kit/testing/setup.ts).
    pool: 'threads',
    isolate: false,
    poolOptions: { threads: { singleThread: true } },
    // Screens driven by user-event take 1–5 s each when turbo runs two packages' suites at once on
    // two cores; the default 5 s failed healthy tests under that load, not slow code.
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
