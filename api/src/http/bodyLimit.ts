/**
 * Request body size limits: 100 KB for JSON by default; routes that take uploads get a larger
 * limit by path here (a limit set inside a route could not lift the outer one).
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody, EXTRA_API_ERRORS } from './errors.js';

export const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;

export interface BodyLimitRule {
  method: string;
  /** Matched against the full request path, e.g. /^\/api\/report\/\d+\/add-photo$/. */
  path: RegExp;
  maxSize: number;
}

export function bodyLimits(rules: readonly BodyLimitRule[] = [], defaultMax = DEFAULT_BODY_LIMIT_BYTES): MiddlewareHandler {
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) => c.json(errorBody('request.too_large', EXTRA_API_ERRORS.payloadTooLarge), 413);
  const fallback = bodyLimit({ maxSize: defaultMax, onError });
  const limited = rules.map((rule) => ({ rule, limit: bodyLimit({ maxSize: rule.maxSize, onError }) }));
  return (c, next) => {
    const match = limited.find(({ rule }) => rule.method === c.req.method && rule.path.test(c.req.path));
    return (match?.limit ?? fallback)(c, next);
  };
}
