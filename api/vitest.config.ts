import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/globalSetup.ts'],
    setupFiles: ['./src/test/passwordCost.ts'],
    // Scrypt is deliberately slow (about a second a hash) and the access matrix and fuzz tests make
    // hundreds of requests each; under CI load they need the room. A file's database is a copy of
    // the template globalSetup.ts migrates once, so hooks mostly wait for the users they sign up
    // (scrypt again) on cores shared with another package's suite.
    testTimeout: 120_000,
    // New hashes at scrypt N=2^10 instead of production's 2^17 (env.ts PASSWORD_HASH_COST, refused in
    // production; set per file by test/passwordCost.ts): the brute-force tests alone hashed hundreds
    // of made-up guesses at about 0.4 s each. passwords.test.ts hashes at the production cost, and
    // the sign-in benchmarks run the built API at it.
    env: { PASSWORD_HASH_COST: '10' },
    hookTimeout: 60_000,
    pool: 'forks',
    // Each worker loads the app's modules once for all its files instead of once per file
    // (module collection fell from about 173 s to 32 s of the suite's time). Safe because every
    // file builds its own app and database through createApp(deps) and test/testApp.ts; nothing
    // is mocked at module level, and the one file with fake timers restores them after each test.
    isolate: false,
    // Two cores, shared with another package's suite (turbo runs two tasks at a time) and the
    // PostgreSQL server: two files at a time keeps them busy; more would only queue for scrypt.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
