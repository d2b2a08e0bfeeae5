import type { ApiResult } from '@housesit/shared-contracts';

/** What an admin action came to: the data, or the server's message (null when it sent none). */
export type ActionOutcome<T> =
  | { ok: true; data: T }
  | { ok: false; status: number | null; message: string | null; fieldErrors: Record<string, string>; retry: boolean };

interface ErrorBody {
  message?: unknown;
  fieldErrors?: unknown;
  retry?: unknown;
}

function fromBody(status: number | null, body: unknown): ActionOutcome<never> {
  const b = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const fieldErrors = b.fieldErrors && typeof b.fieldErrors === 'object' ? (b.fieldErrors as Record<string, string>) : {};
  return {
    ok: false,
    status,
    message: typeof b.message === 'string' && b.message ? b.message : null,
    fieldErrors,
    retry: b.retry === true,
  };
}

/**
 * Runs one API call and folds its three ways to end (data, a 401/403 handed back, a thrown
 * ApiError or network error) into one result. Duck-typed on `status`/`body` because the client
 * (and its ApiError class) is the shell's copy of shared-contracts at run time.
 */
export async function runAction<T>(call: () => Promise<ApiResult<T>>): Promise<ActionOutcome<T>> {
  try {
    const result = await call();
    if (result.ok) return { ok: true, data: result.data };
    return fromBody(result.status, result.data);
  } catch (error) {
    const e = error as { status?: unknown; body?: unknown };
    return fromBody(typeof e.status === 'number' ? e.status : null, e.body);
  }
}
