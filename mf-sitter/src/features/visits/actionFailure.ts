import type { ApiResult } from '@housesit/shared-contracts';
import { PhotoFileError } from '@housesit/shell/kit/areas';

/** What the server said about a failed visit action; null where it said nothing usable. */
export interface ActionFailure {
  status: number | null;
  /** The server's own title for a refusal it names ('Photos required'). */
  title: string | null;
  message: string | null;
}

/**
 * A 401/403 answer turned into an error: the shared request rule hands those back as results,
 * but for an action they are failures like any other.
 */
export class ActionRefusedError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;

  constructor(status: number, serverMessage: string | null) {
    super(serverMessage ?? String(status));
    this.name = 'ActionRefusedError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export async function unwrapAction<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const result = await pending;
  if (result.ok) return result.data;
  throw new ActionRefusedError(result.status, result.data?.message ?? null);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * Duck-typed on purpose: the API client (and so its ApiError class) comes from the shell's copy
 * of shared-contracts at run time, so `instanceof` against this remote's copy would fail.
 */
export function describeFailure(error: unknown): ActionFailure {
  if (error instanceof PhotoFileError) return { status: null, title: null, message: error.message };
  const e = (error ?? {}) as { status?: unknown; serverMessage?: unknown; body?: unknown };
  const body = (e.body ?? {}) as { title?: unknown };
  return {
    status: typeof e.status === 'number' ? e.status : null,
    title: text(body.title),
    message: text(e.serverMessage),
  };
}
