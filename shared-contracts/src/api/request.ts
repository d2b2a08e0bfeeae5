import { API_FAILURE_MARK, isErrorCode, readApiFailure, type ApiFailure } from '../errors.js';
import { API_ERRORS } from '../messages.js';
import type { ErrorResponse } from '../schemas/user.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** More request headers (e.g. Idempotency-Key); they cannot replace Accept or Content-Type. */
  headers?: Record<string, string>;
}

/** A 401 or 403 is handed back to the caller, never thrown (docs/product/platform.md §7, shared request rule). */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: 401 | 403; data: ErrorResponse | null };

/**
 * Any other non-success status: message is 'status: reply text' (or the status text).
 * Callers read it with `readApiFailure(error)` (errors.ts), never with `instanceof ApiError`:
 * a remote's copy of this class is not the shell's.
 */
export class ApiError extends Error {
  readonly [API_FAILURE_MARK] = true;
  readonly status: number;
  /** The reply parsed as JSON when it was JSON. */
  readonly body: unknown;

  constructor(status: number, replyText: string, statusText: string) {
    super(`${status}: ${replyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseJson(replyText);
  }

  /** The failure as data: status, code, message, title, field errors. */
  get failure(): ApiFailure {
    // Never null: this object carries the mark and a numeric status.
    return readApiFailure(this) as ApiFailure;
  }

  /** The server's `message` field, for toasts that show 'the server message'. */
  get serverMessage(): string | null {
    const body = this.body as Partial<ErrorResponse> | null;
    return body && typeof body.message === 'string' ? body.message : null;
  }

  get fieldErrors(): Record<string, string> {
    const body = this.body as Partial<ErrorResponse> | null;
    return body && body.fieldErrors && typeof body.fieldErrors === 'object' ? body.fieldErrors : {};
  }
}

export interface Transport {
  /** API origin; '' or null sends paths to the page's own origin. */
  baseUrl: string | null;
  fetch?: typeof fetch;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

export function resolveUrl(baseUrl: string | null, path: string, query?: RequestOptions['query']): string {
  const base = ABSOLUTE_URL.test(path) ? path : `${(baseUrl ?? '').replace(/\/$/, '')}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
}

export async function request<T>(transport: Transport, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const doFetch = transport.fetch ?? globalThis.fetch.bind(globalThis);
  const response = await doFetch(resolveUrl(transport.baseUrl, path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  const text = await response.text();
  if (response.status === 401 || response.status === 403) {
    return { ok: false, status: response.status, data: parseJson(text) as ErrorResponse | null };
  }
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return { ok: true, status: response.status, data: (text ? parseJson(text) : null) as T };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * For callers that treat 401/403 as an error too: unwraps, or throws an ApiError whose body is
 * the server's (code and message), or one made for the status when the answer had none, so
 * `readApiFailure` always finds a code.
 */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  const signedOut = result.status === 401;
  const body: ErrorResponse = {
    ...result.data,
    code: isErrorCode(result.data?.code) ? result.data.code : signedOut ? 'auth.not_signed_in' : 'auth.forbidden',
    message: result.data?.message ?? (signedOut ? API_ERRORS.notSignedIn : API_ERRORS.forbidden),
  };
  throw new ApiError(result.status, JSON.stringify(body), body.message);
}
