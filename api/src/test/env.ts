/** What the API's tests read from their environment (the app's own configuration is in src/env.ts). */

/** The environment a child process of a test inherits, with the test's own settings on top. */
export function childProcessEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}

/** FUZZ_SEED replays a fuzz run; the default keeps CI's inputs the same every run. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20260615);
