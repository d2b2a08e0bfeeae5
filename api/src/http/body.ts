/** Reading and validating JSON request bodies and query strings with the shared schemas. */
import { API_ERRORS, check } from '@housesit/shared-contracts';
import type { Context } from 'hono';
import type { Struct } from 'superstruct';
import { ApiProblem } from './errors.js';

/** The body parsed as JSON, whatever the content type; 400 with invalidJson otherwise. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiProblem(400, API_ERRORS.invalidJson);
  }
}

/** Validates with a shared schema; 400 with the spec's messages and every failing field. */
export function validated<T, S>(struct: Struct<T, S>, value: unknown): T {
  const result = check(struct, value);
  if (!result.ok) throw new ApiProblem(400, result.message, result.fieldErrors);
  return result.value;
}

export async function readBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  return validated(struct, await readJson(c));
}
