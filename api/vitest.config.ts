import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/globalSetup.ts'],
    // Scrypt is deliberately slow (about a second a hash) and the access matrix and fuzz tests make
    // hundreds of requests each; under CI load they need the room. A file's database is a copy of
    // the template globalSetup.ts migrates once, so hooks mostly wait for the users they sign up
    // (scrypt again) on cores shared with another package's suite.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores, shared with another package's suite (turbo runs two tasks at a time) and the
    // PostgreSQL server: two files at a time keeps them busy; more would only queue for scrypt.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
