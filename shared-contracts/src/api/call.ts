import type { CallArgs, EndpointDefinition, ResponseOf } from '../endpoints/endpoint.js';
import { request, type ApiResult, type Transport } from './request.js';

export interface CallOptions {
  signal?: AbortSignal;
  /** More request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/** The definition's path with each :name replaced by its value, encoded as one path segment. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls one endpoint: its arguments and answer are typed by the definition's structs, so a
 * client function cannot claim an answer the definition does not give.
 */
export function call<const D extends EndpointDefinition>(
  transport: Transport,
  definition: D,
  args: CallArgs<D>,
  options: CallOptions = {},
): Promise<ApiResult<ResponseOf<D>>> {
  const { params, query, body } = args as { params?: Record<string, string | number>; query?: object; body?: unknown };
  return request<ResponseOf<D>>(transport, fillPath(definition.path, params), {
    method: definition.method,
    ...(body !== undefined ? { body } : {}),
    ...(query ? { query: query as Record<string, string | number | boolean | null | undefined> } : {}),
    ...options,
  });
}
