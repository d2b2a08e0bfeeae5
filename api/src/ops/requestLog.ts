/**
 * Every request: an id (X-Request-Id, carried in and out), one JSON log line with method, route
 * pattern, status and duration, and the request metrics. The route is the pattern that answered
 * ('/api/visit/:id'), never the raw path: ids stay out of metric labels and log grouping.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/types.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';
import { REQUEST_ID_HEADER, requestIdFrom } from './requestId.js';

export function requestContext(deps: { logger?: Logger; metrics?: Metrics }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    // After next(), the route index is the handler that answered (or the error handler's route).
    const route = routePath(c);
    const status = c.res.status;
    const ms = performance.now() - started;
    deps.metrics?.observeRequest(c.req.method, route, status, ms / 1000);
    deps.logger?.info({ requestId, method: c.req.method, route, status, durationMs: Math.round(ms * 10) / 10 }, 'request');
  };
}
