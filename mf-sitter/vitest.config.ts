import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Two shared cores: one worker at a time. Each test file still gets a fresh worker, so the
    // kit's one-copy check sees one copy per file.
    maxWorkers: 1,
    minWorkers: 1,
  },
});
