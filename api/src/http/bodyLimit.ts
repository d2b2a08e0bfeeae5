/**
 * Request body size limits: 100 KB for JSON by default; routes that take uploads get a larger
 * limit from their endpoint definition's `bodyLimit` (a limit set inside a route could not lift
 * the outer one, so the outer middleware reads them all). And the
 * connection of an answer given before its body was read is closed (`closeAfterUnreadBody`).
 */
import type { IncomingMessage } from 'node:http';
import type { EndpointDefinition } from '@housesit/shared-contracts';
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

/** '/api/report/:reportId/add-photo' → /^\/api\/report\/[^/]+\/add-photo$/ */
export function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** The rules for every definition that sets a `bodyLimit`. */
export function bodyLimitRules(definitions: Iterable<EndpointDefinition>): BodyLimitRule[] {
  return [...definitions].flatMap(({ method, path, bodyLimit: maxSize }) =>
    maxSize === undefined ? [] : [{ method, path: pathPattern(path), maxSize }],
  );
}

export function bodyLimits(rules: readonly BodyLimitRule[] = [], defaultMax = DEFAULT_BODY_LIMIT_BYTES): MiddlewareHandler {
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) =>
    c.json(errorBody('request.too_large', EXTRA_API_ERRORS.payloadTooLarge), 413);
  const fallback = bodyLimit({ maxSize: defaultMax, onError });
  const limited = rules.map((rule) => ({ rule, limit: bodyLimit({ maxSize: rule.maxSize, onError }) }));
  return (c, next) => {
    const match = limited.find(({ rule }) => rule.method === c.req.method && rule.path.test(c.req.path));
    return (match?.limit ?? fallback)(c, next);
  };
}

/**
 * An answer given before the whole request arrived (413 on the declared length, a 429 counted
 * before the body, a refusal by a guard) leaves the rest of the body on its way. The Node adapter
 * reads it away for half a second and then cuts the connection, while a keep-alive client, told
 * nothing, sends its next request on it and sees 'other side closed'. So such an answer says
 * `Connection: close`: the client opens a new connection for its next request. A body that has
 * fully arrived, read or not, leaves the connection clean, and it is kept.
 */
export function closeAfterUnreadBody(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming && !incoming.complete) c.res.headers.set('Connection', 'close');
  };
}
