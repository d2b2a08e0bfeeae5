/**
 * GET /api/admin/location-requests?limit=&offset=: service-area requests, newest first; PATCH
 * /api/admin/location-requests/:id: the office's status and note on one. Admins only.
 */
import { bookingEndpoints, LOCATION_REQUESTS_PAGE_MAX, LOCATION_REQUESTS_PAGE_SIZE } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { listLocationRequests, updateLocationRequest } from '../admin/locationRequests.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { serve } from '../http/endpoint.js';
import { notFound } from '../http/errors.js';
import type { AppEnv } from '../http/types.js';
import { parseId, wholeNumber } from '../http/params.js';

/** Mounted at /api. */
export function adminLocationRequestRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  serve(routes, bookingEndpoints.locationRequests, async (c) => {
    // Larger pages are cut to the maximum rather than refused, as on the jobs list.
    const limit = Math.min(
      wholeNumber('limit', c.req.query('limit'), LOCATION_REQUESTS_PAGE_SIZE, 1, Infinity),
      LOCATION_REQUESTS_PAGE_MAX,
    );
    const offset = wholeNumber('offset', c.req.query('offset'), 0, 0);
    return listLocationRequests(deps.db, { limit, offset });
  });
  serve(routes, bookingEndpoints.updateLocationRequest, async (_c, { params, body }) => {
    const updated = await updateLocationRequest(deps.db, parseId(params.id), body, deps.clock.now());
    if (!updated) throw notFound();
    return updated;
  });
  return routes;
}
