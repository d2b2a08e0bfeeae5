/**
 * One error format for every answer: `{ code, message, fieldErrors? }` (ErrorResponse in
 * shared-contracts): `code` is one of ERROR_CODES, what clients branch on; `message` is the
 * spec's text, what users read. Routes throw ApiProblem; anything else becomes a logged 500, or
 * a 503 when the database cannot be reached.
 */
import { API_ERRORS, type ErrorCode, type ErrorResponse, type FieldErrors } from '@housesit/shared-contracts';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isConnectionFailure } from '../db/errors.js';

/** The spec leaves these to us; shared-contracts has no entry for them yet. */
export const EXTRA_API_ERRORS = {
  payloadTooLarge: 'The request body is too large.',
} as const;

export class ApiProblem extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  /** More fields for the body beside message (e.g. `title`, `retry: true`). */
  readonly extra: Readonly<Record<string, string | number | boolean>> | undefined;

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    fieldErrors?: FieldErrors,
    extra?: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(message);
    this.name = 'ApiProblem';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.extra = extra;
  }
}

export const notSignedIn = () => new ApiProblem(401, 'auth.not_signed_in', API_ERRORS.notSignedIn);
export const forbidden = () => new ApiProblem(403, 'auth.forbidden', API_ERRORS.forbidden);
/** 404 'Not found.'; `code` names what was missing when the caller knows (e.g. visit.not_found). */
export const notFound = (code: ErrorCode = 'not_found') => new ApiProblem(404, code, API_ERRORS.notFound);

export function errorBody(code: ErrorCode, message: string, fieldErrors?: FieldErrors): ErrorResponse {
  return fieldErrors && Object.keys(fieldErrors).length > 0 ? { code, message, fieldErrors } : { code, message };
}

/** The code of a Hono HTTPException (e.g. a malformed cookie), which carries only a status. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'auth.not_signed_in';
  if (status === 403) return 'auth.forbidden';
  if (status === 404) return 'not_found';
  if (status === 413) return 'request.too_large';
  if (status === 429) return 'request.rate_limited';
  if (status === 503) return 'server.unavailable';
  return status >= 500 ? 'server.internal' : 'request.invalid';
}

export type ErrorLogger = (message: string, error: unknown) => void;

const defaultLogger: ErrorLogger = (message, error) => console.error(message, error);

/** app.onError handler. */
export function handleError(log: ErrorLogger = defaultLogger) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiProblem) {
      const retryAfter = error.extra?.['retryAfterSeconds'];
      if ((error.status === 429 || error.status === 503) && typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
      return c.json({ ...error.extra, ...errorBody(error.code, error.message, error.fieldErrors) }, error.status);
    }
    if (error instanceof HTTPException) {
      // Hono's own (e.g. a malformed cookie): keep its status, use our format.
      const status = error.status as ContentfulStatusCode;
      const message = error.status >= 500 ? API_ERRORS.internal : error.message || API_ERRORS.notFound;
      return c.json(errorBody(codeOfStatus(error.status), message), status);
    }
    if (isConnectionFailure(error)) {
      log(`[api] database unavailable on ${c.req.method} ${c.req.path}:`, error);
      return c.json(errorBody('server.unavailable', API_ERRORS.serviceUnavailable), 503);
    }
    log(`[api] unexpected error on ${c.req.method} ${c.req.path}:`, error);
    return c.json(errorBody('server.internal', API_ERRORS.internal), 500);
  };
}

/** Unknown /api paths (and anything else nobody answered). */
export function notFoundHandler(c: Context) {
  return c.json(errorBody('not_found', API_ERRORS.notFound), 404);
}
