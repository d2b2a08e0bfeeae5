/**
 * A small seeded generator of hostile input for the fuzz test (fast-check is not a dependency):
 * the same seed gives the same cases, so a failure can be replayed.
 */

/** mulberry32: a tiny, fast, well-spread 32-bit PRNG. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** Strings that have broken parsers, databases and pages before. */
export const NASTY_STRINGS: readonly string[] = [
  "'; drop table users; --",
  "' or '1'='1",
  '1; select pg_sleep(5)',
  '\u0000',
  'nul\u0000byte',
  '\ud800',
  '\udfff\ud800',
  '👩‍👩‍👧‍👦🏠',
  '\u202eevil\u202c',
  'zero\u200bwidth',
  'Ω≈ç√∫˜µ≤≥÷',
  '田中さんにあげて下さい',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '%00%0d%0a',
  '\r\nSet-Cookie: x=1',
  ' ',
  '',
  'NaN',
  '-1e309',
];

/** Malformed JSON texts: none of them parses. */
export const MALFORMED_JSON: readonly string[] = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'undefined',
  'nul',
  '{"a":01}',
  '{"a":"\\x41"}',
  '{"__proto__":',
  '<xml/>',
  '',
];

/** Well-formed JSON that is not an object: every endpoint expects an object. */
export const NOT_OBJECTS: readonly unknown[] = [null, 0, -1, 1e308, true, 'text', [], [{}], [null]];

/** Keys that pollute prototypes when code merges objects carelessly. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

export function randomString(rng: Rng, maxLength = 64): string {
  if (rng() < 0.5) return pick(rng, NASTY_STRINGS);
  const length = Math.floor(rng() * maxLength);
  let out = '';
  for (let i = 0; i < length; i += 1) out += String.fromCharCode(Math.floor(rng() * 0xffff));
  return out;
}

/** A value of the wrong kind for `sample` (a string for a number, an object for a string…). */
export function wrongType(rng: Rng, sample: unknown): unknown {
  const options: unknown[] = [null, 12345, -0.5, true, [], ['a'], { nested: { deeper: 1 } }, 'a string'];
  const wrong = options.filter((option) => typeof option !== typeof sample || Array.isArray(option) !== Array.isArray(sample));
  return pick(rng, wrong.length > 0 ? wrong : options);
}

/** Any JSON value, nested up to `depth`. */
export function randomJson(rng: Rng, depth = 3): unknown {
  const roll = rng();
  if (depth <= 0 || roll < 0.4) return pick(rng, [null, true, false, Math.floor(rng() * 1e6) - 5e5, rng(), randomString(rng)]);
  if (roll < 0.7) return Array.from({ length: Math.floor(rng() * 4) }, () => randomJson(rng, depth - 1));
  const out: Record<string, unknown> = {};
  for (let i = Math.floor(rng() * 4); i > 0; i -= 1) out[randomString(rng, 12)] = randomJson(rng, depth - 1);
  return out;
}

/**
 * A value of each JSON kind, for every field of every body. The objects with a `toString` (and
 * `valueOf`) key are the ones that matter most: JSON gives them an own property that is not a
 * function, so `String(value)` or `${value}` throws on them, and every message that quoted the
 * refused value answered 500 instead of 400.
 */
export const WRONG_KINDS: readonly { label: string; value: unknown }[] = [
  { label: 'an object', value: { nested: { deeper: 1 } } },
  { label: 'an object with toString', value: { toString: 'x' } },
  { label: 'an object with toString and valueOf', value: { toString: 'x', valueOf: 'y' } },
  { label: 'an array', value: ['a', 1] },
  { label: 'a number', value: 12345 },
  { label: 'a boolean', value: true },
  { label: 'null', value: null },
  // Longer than any text field allows, well under the body limit.
  { label: 'a 10,000-character string', value: 'x'.repeat(10_000) },
];

export type JsonKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

export function jsonKind(value: unknown): JsonKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonKind;
}

/** The wrong kinds for a field whose valid value is `sample`; a string field gets the long string too. */
export function wrongKindsFor(sample: unknown): { label: string; value: unknown }[] {
  const kind = jsonKind(sample);
  return WRONG_KINDS.filter(({ value }) => kind === 'string' || jsonKind(value) !== kind);
}

/** Every field of a body as a path, nested fields included; an array's fields are its first item's. */
export function fieldPaths(value: unknown, prefix: readonly string[] = []): string[][] {
  const paths: string[][] = [];
  const children: [string, unknown][] = Array.isArray(value)
    ? value.length > 0
      ? [['0', value[0]]]
      : []
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  for (const [key, child] of children) {
    const path = [...prefix, key];
    paths.push(path, ...fieldPaths(child, path));
  }
  return paths;
}

/** The value at `path` in `body`. */
export function valueAt(body: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], body);
}

/** A copy of `body` with the value at `path` replaced. */
export function withValueAt(body: unknown, path: readonly string[], value: unknown): unknown {
  const copy = structuredClone(body);
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string, unknown>;
  parent[path[path.length - 1]!] = value;
  return copy;
}
