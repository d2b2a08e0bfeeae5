import { ApiError, type ApiResult } from '@housesit/shared-contracts';

export type ActionOutcome<T> = { ok: true; data: T } | { ok: false; message: string | null };

/**
 * Runs one changing API call and folds every way it can fail into `{ ok: false, message }`:
 * the server's message when it sent one (401/403 answers and ApiError bodies), otherwise null so
 * the caller shows its own fallback text ('Failed to archive report', ...).
 */
export async function runAction<T>(call: () => Promise<ApiResult<T>>): Promise<ActionOutcome<T>> {
  try {
    const result = await call();
    if (result.ok) return { ok: true, data: result.data };
    return { ok: false, message: result.data?.message ?? null };
  } catch (error) {
    return { ok: false, message: error instanceof ApiError ? error.serverMessage : null };
  }
}
