/** GET /api/admin/location-requests?limit=&offset=: service-area requests, newest first, admins only. */
import { LOCATION_REQUESTS_PAGE_MAX, LOCATION_REQUESTS_PAGE_SIZE, type LocationRequestPage } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { listLocationRequests } from '../admin/locationRequests.js';
import type { Database } from '../db/open.js';
import { requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { wholeNumber } from '../http/params.js';

export function adminLocationRequestRoutes(deps: { db: Database }) {
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
  return routes;
}
