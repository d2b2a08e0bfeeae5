/** The benchmarks' configuration: the only bench module that reads `process.env`. */

/** PostgreSQL server the throwaway benchmark databases are created on (loopback only). */
export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Seconds each endpoint is loaded (the issues ask for 10). */
export const BENCH_DURATION_S = Number(process.env.BENCH_DURATION_S ?? '10');

/** The child server processes inherit this environment (PATH, tsx's loader cache, ...). */
export const inheritedEnv = (): NodeJS.ProcessEnv => ({ ...process.env });

/** Seconds of mixed load in bench/mixed.ts (the budget is for 60; shorter only for a smoke run). */
export const BENCH_MIXED_DURATION_S = Number(process.env.BENCH_MIXED_DURATION_S ?? '60');
