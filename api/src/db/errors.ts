/**
 * Recognises driver errors through drizzle's wrapping (DrizzleQueryError keeps the driver error
 * as `cause`). postgres.js and PGlite both expose the SQLSTATE as `code`; they name the
 * violated constraint `constraint_name` and `constraint` respectively.
 */

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  // SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  constraint_name?: unknown;
  message?: unknown;
}

/** The error and every cause / aggregated error under it. */
function* chain(error: unknown, depth = 0): Generator<DriverError> {
  if (!error || typeof error !== 'object' || depth > 8) return;
  yield error as DriverError;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause) yield* chain(cause, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* chain(inner, depth + 1);
}

/** True when the database could not be reached (answer 503, not 500). */
export function isConnectionFailure(error: unknown): boolean {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && (CONNECTION_CODES.has(e.code) || e.code.startsWith('08'))) return true;
    if (e.message === 'PGlite is closed') return true;
  }
  return false;
}

/** The constraint name of a unique violation (SQLSTATE 23505), or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  for (const e of chain(error)) {
    if (e.code === '23505') {
      const name = e.constraint_name ?? e.constraint;
      return typeof name === 'string' ? name : '';
    }
  }
  return null;
}
