import { API_FAILURE_MARK, readApiFailure, UNKNOWN_ERROR_CODE, type ApiFailure } from '../errors.js';
import type { ApiResult } from './request.js';

/** The API said no for a reason the user can act on (a 4xx, including a handed-back 401/403). */
export interface RefusedOutcome {
  kind: 'refused';
  status: number;
  code: ApiFailure['code'];
  /** The server's message (the spec's text), or null when it sent none. */
  message: string | null;
  /** A toast title the server chose ('Photos required'), or null. */
  title: string | null;
  fieldErrors: Record<string, string>;
}

/** The call did not come to an answer the user can act on: a 5xx, a network error, a bug. */
export interface FailedOutcome {
  kind: 'failed';
  /** The HTTP status when the server answered, else null. */
  status: number | null;
  code: ApiFailure['code'];
  message: string | null;
  title: string | null;
  fieldErrors: Record<string, string>;
  /** What was thrown, for logging. */
  error: unknown;
}

/** How one changing API call ended: the data, a refusal with the server's code and words, or a failure. */
export type ActionOutcome<T> = { kind: 'ok'; data: T } | RefusedOutcome | FailedOutcome;

/** Either way an action can go wrong. */
export type ActionProblem = RefusedOutcome | FailedOutcome;

/**
 * A thrown value as a refusal or failure. Read structurally (`readApiFailure`), never with
 * `instanceof`: the client that threw may be another bundle's copy of shared-contracts.
 */
export function problemOf(error: unknown): ActionProblem {
  const failure = readApiFailure(error);
  if (failure && failure.status < 500) return { kind: 'refused', ...failure };
  if (failure) return { kind: 'failed', ...failure, error };
  return { kind: 'failed', status: null, code: UNKNOWN_ERROR_CODE, message: null, title: null, fieldErrors: {}, error };
}

/** A 401/403 handed back by the shared request rule, as a refusal like any other. */
export function refusalOf(result: Extract<ApiResult<unknown>, { ok: false }>): RefusedOutcome {
  const failure = readApiFailure({ [API_FAILURE_MARK]: true, status: result.status, body: result.data });
  return { kind: 'refused', ...(failure as ApiFailure) };
}

/**
 * Runs one API call and folds its three ways to end (data; a 401/403 handed back; a thrown
 * ApiError or network error) into one typed outcome. Never throws.
 */
export async function runApiCall<T>(call: () => Promise<ApiResult<T>>): Promise<ActionOutcome<T>> {
  try {
    const result = await call();
    return result.ok ? { kind: 'ok', data: result.data } : refusalOf(result);
  } catch (error) {
    return problemOf(error);
  }
}

/** The words to show for a failed load or action: the server's message, else the error's own. */
export function failureText(error: unknown, fallback?: string): string {
  const failure = readApiFailure(error);
  if (failure?.message) return failure.message;
  if (fallback !== undefined) return fallback;
  return error instanceof Error ? error.message : String(error);
}
