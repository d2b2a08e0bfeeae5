/**
 * GET /api/admin/location-requests?limit=&offset=: service-area requests, newest first; PATCH
 * /api/admin/location-requests/:id: the office's status and note on one. Admins only.
 */
import {
  LOCATION_REQUESTS_PAGE_MAX,
  LOCATION_REQUESTS_PAGE_SIZE,
  UpdateLocationRequestStruct,
  type LocationRequest,
  type LocationRequestPage,
} from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { listLocationRequests, updateLocationRequest } from '../admin/locationRequests.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { readBody } from '../http/body.js';
import { notFound } from '../http/errors.js';
import { requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { parseId, wholeNumber } from '../http/params.js';

export function adminLocationRequestRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireRole('admin'));
  routes.get('/', async (c) => {
    // Larger pages are cut to the maximum rather than refused, as on the jobs list.
    const limit = Math.min(
      wholeNumber('limit', c.req.query('limit'), LOCATION_REQUESTS_PAGE_SIZE, 1, Infinity),
      LOCATION_REQUESTS_PAGE_MAX,
    );
    const offset = wholeNumber('offset', c.req.query('offset'), 0, 0);
    return c.json<LocationRequestPage>(await listLocationRequests(deps.db, { limit, offset }));
  });
  routes.patch('/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const change = await readBody(c, UpdateLocationRequestStruct);
    const updated = await updateLocationRequest(deps.db, id, change, deps.clock.now());
    if (!updated) throw notFound();
    return c.json<LocationRequest>(updated);
  });
  return routes;
}
