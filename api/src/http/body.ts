/** Reading and validating JSON request bodies and query strings with the shared schemas. */
import { API_ERRORS, check, type ErrorCode } from '@housesit/shared-contracts';
import type { Context } from 'hono';
import type { Struct } from 'superstruct';
import { ApiProblem } from './errors.js';

/** A UTF-16 surrogate without its pair (PostgreSQL text cannot hold it, nor NUL). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorableText = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

/**
 * The body parsed as JSON, whatever the content type; 400 with invalidJson otherwise, and 400
 * invalidText for strings the database cannot store (they would fail later as a 500).
 */
export async function readJson(c: Context): Promise<unknown> {
  return parseJson(await c.req.text());
}

function parseJson(text: string): unknown {
  // An object, not a local boolean: the reviver sets it, out of the type checker's sight.
  const found = { unstorable: false };
  let value: unknown;
  try {
    value = JSON.parse(text, (_key, item: unknown) => {
      if (typeof item === 'string' && unstorableText(item)) found.unstorable = true;
      return item;
    });
  } catch {
    throw new ApiProblem(400, 'request.invalid_json', API_ERRORS.invalidJson);
  }
  if (found.unstorable) throw new ApiProblem(400, 'request.invalid_text', API_ERRORS.invalidText);
  return value;
}

/**
 * Validates with a shared schema; 400 with the spec's messages and every failing field, under
 * `code` (request.invalid unless the caller names its own, e.g. booking.location_request_invalid).
 */
export function validated<T, S>(struct: Struct<T, S>, value: unknown, code: ErrorCode = 'request.invalid'): T {
  const result = check(struct, value);
  if (!result.ok) throw new ApiProblem(400, code, result.message, result.fieldErrors);
  return result.value;
}

export async function readBody<T, S>(c: Context, struct: Struct<T, S>, code?: ErrorCode): Promise<T> {
  return validated(struct, await readJson(c), code);
}

/**
 * For endpoints whose body is optional (start, complete, revert): no body, or only whitespace,
 * reads as `{}`, so a client that sends nothing meets the endpoint's own rules (e.g. the photo
 * rule on complete) rather than a JSON parse error.
 */
export async function readOptionalBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  const text = await c.req.text();
  if (text.trim() === '') return validated(struct, {});
  return validated(struct, parseJson(text));
}
