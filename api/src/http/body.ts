/** Reading and validating JSON request bodies and query strings with the shared schemas. */
import { API_ERRORS, check, type ErrorCode } from '@housesit/shared-contracts';
import type { Context } from 'hono';
import type { Struct } from 'superstruct';
import { ApiProblem } from './errors.js';

/** A UTF-16 surrogate without its pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL (PostgreSQL text cannot hold it) or a lone surrogate. */
const unstorableText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * JSON can give an object an own `toString` or `valueOf` that is not a function
 * (`{"plan": {"toString": "x"}}`), and then printing it throws: `${value}` and String(value)
 * find no callable method. Every refusal message that quotes the refused value does that
 * (superstruct's own, and ours), so one such object in any field answered 500 instead of 400
 * naming the field. Objects from a body therefore print as '[object Object]', like any other
 * object: a non-enumerable symbol, invisible to validation, Object.keys and JSON.stringify.
 */
function printable(item: unknown): unknown {
  if (
    item !== null &&
    typeof item === 'object' &&
    !Array.isArray(item) &&
    (Object.hasOwn(item, 'toString') || Object.hasOwn(item, 'valueOf'))
  ) {
    Object.defineProperty(item, Symbol.toPrimitive, { value: printsAsObject });
  }
  return item;
}

function printsAsObject(): string {
  return '[object Object]';
}

/**
 * What a JSON body may hold (an 89 KB sign-in with 9,000 unknown fields cost
 * 250 ms of CPU in validation and answered 277 KB). No form of ours comes near: the largest
 * bodies (a booking with its tasks) have well under a hundred members and depth 4.
 */
export const JSON_MAX_MEMBERS = 256;
export const JSON_MAX_DEPTH = 8;
/** A refusal names at most this many fields (the first ones); `message` is the first's. */
export const MAX_REPORTED_FIELDS = 10;

/**
 * Object members and deepest nesting of a JSON text, in one pass over its characters (strings
 * skipped), stopping as soon as a limit is passed: cheap next to parsing and validating it.
 * Answers false for a text over a limit; malformed text is left to JSON.parse.
 */
export function withinJsonLimits(text: string, maxMembers = JSON_MAX_MEMBERS, maxDepth = JSON_MAX_DEPTH): boolean {
  let members = 0;
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22 /* " */) {
      // Skip the string, escapes included.
      for (i += 1; i < text.length; i += 1) {
        const inner = text.charCodeAt(i);
        if (inner === 0x5c /* \ */) i += 1;
        else if (inner === 0x22) break;
      }
    } else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      depth += 1;
      if (depth > maxDepth) return false;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) {
      depth -= 1;
    } else if (ch === 0x3a /* : */) {
      members += 1;
      if (members > maxMembers) return false;
    }
  }
  return true;
}

/**
 * The body parsed as JSON, whatever the content type; 400 with invalidJson otherwise, 400
 * tooComplex for too many members or too deep a nesting (before any parsing), and 400
 * invalidText for strings the database cannot store (they would fail later as a 500). Every
 * object in it can be printed (`printable`).
 */
export async function readJson(c: Context): Promise<unknown> {
  return parseJson(await c.req.text());
}

function parseJson(text: string): unknown {
  if (!withinJsonLimits(text)) throw new ApiProblem(400, 'request.too_complex', API_ERRORS.tooComplex);
  // An object, not a local boolean: the reviver sets it, out of the type checker's sight.
  const found = { unstorable: false };
  let value: unknown;
  try {
    value = JSON.parse(text, (_key, item: unknown) => {
      if (typeof item === 'string' && unstorableText(item)) found.unstorable = true;
      return printable(item);
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
  // Query strings arrive here without readJson's check: a NUL (?search=%00) would fail in the
  // database as a 500.
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).some((item) => typeof item === 'string' && unstorableText(item))
  ) {
    throw new ApiProblem(400, 'request.invalid_text', API_ERRORS.invalidText);
  }
  const result = check(struct, value);
  if (!result.ok) {
    // A small answer whatever the request: the first few fields only.
    const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors).slice(0, MAX_REPORTED_FIELDS));
    throw new ApiProblem(400, code, result.message, fieldErrors);
  }
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
