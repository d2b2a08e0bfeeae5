/**
 * One error format for every answer: `{ message, fieldErrors? }` (ErrorResponse in
 * shared-contracts). Routes throw ApiProblem; anything else becomes a logged 500, or a 503
 * when the database cannot be reached.
 */
import { API_ERRORS, type ErrorResponse, type FieldErrors } from '@housesit/shared-contracts';
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
  readonly fieldErrors: FieldErrors | undefined;
  /** More fields for the body beside message (e.g. `title`, `retry: true`). */
  readonly extra: Readonly<Record<string, string | number | boolean>> | undefined;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    fieldErrors?: FieldErrors,
    extra?: Readonly<Record<string, string | number | boolean>>,
  ) {
    super(message);
    this.name = 'ApiProblem';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.extra = extra;
  }
}

export const notSignedIn = () => new ApiProblem(401, API_ERRORS.notSignedIn);
export const forbidden = () => new ApiProblem(403, API_ERRORS.forbidden);
export const notFound = () => new ApiProblem(404, API_ERRORS.notFound);

export function errorBody(message: string, fieldErrors?: FieldErrors): ErrorResponse {
  return fieldErrors && Object.keys(fieldErrors).length > 0 ? { message, fieldErrors } : { message };
}

export type ErrorLogger = (message: string, error: unknown) => void;

const defaultLogger: ErrorLogger = (message, error) => console.error(message, error);

/** app.onError handler. */
export function handleError(log: ErrorLogger = defaultLogger) {
  return (error: Error, c: Context) => {
    if (error instanceof ApiProblem) {
      const retryAfter = error.extra?.['retryAfterSeconds'];
      if (error.status === 429 && typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
      return c.json({ ...error.extra, ...errorBody(error.message, error.fieldErrors) }, error.status);
    }
    if (error instanceof HTTPException) {
      // Hono's own (e.g. a malformed cookie): keep its status, use our format.
      const status = error.status as ContentfulStatusCode;
      return c.json(errorBody(error.status >= 500 ? API_ERRORS.internal : error.message || API_ERRORS.notFound), status);
    }
    if (isConnectionFailure(error)) {
      log(`[api] database unavailable on ${c.req.method} ${c.req.path}:`, error);
      return c.json(errorBody(API_ERRORS.serviceUnavailable), 503);
    }
    log(`[api] unexpected error on ${c.req.method} ${c.req.path}:`, error);
    return c.json(errorBody(API_ERRORS.internal), 500);
  };
}

/** Unknown /api paths (and anything else nobody answered). */
export function notFoundHandler(c: Context) {
  return c.json(errorBody(API_ERRORS.notFound), 404);
}
