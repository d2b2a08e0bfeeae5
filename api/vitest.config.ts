import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/globalSetup.ts'],
    // Every file builds a real database and scrypt is deliberately slow (about a second a hash).
    // The access matrix and fuzz tests make hundreds of requests each; under CI load they need the room.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores are shared with other work: two files at a time is enough.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
