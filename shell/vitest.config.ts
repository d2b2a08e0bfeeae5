import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: {
    // The build-time flag webpack's DefinePlugin sets (see src/env.ts); tests run as a dev build.
    __HOUSESIT_DEV_BUILD__: 'true',
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
});
