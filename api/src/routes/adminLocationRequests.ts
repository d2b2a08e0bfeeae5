/** GET /api/admin/location-requests?limit=&offset=: service-area requests, newest first, admins only. */
import { LOCATION_REQUESTS_PAGE_MAX, LOCATION_REQUESTS_PAGE_SIZE, type LocationRequestPage } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { listLocationRequests } from '../admin/locationRequests.js';
import type { Database } from '../db/open.js';
import { ApiProblem } from '../http/errors.js';
import { requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

function wholeNumber(field: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min) {
    const message = `${field} must be a whole number of at least ${min}`;
    throw new ApiProblem(400, message, { [field]: message });
  }
  return Number(value);
}

export function adminLocationRequestRoutes(deps: { db: Database }) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireRole('admin'));
  routes.get('/', async (c) => {
    // Larger pages are cut to the maximum rather than refused, as on the jobs list.
    const limit = Math.min(wholeNumber('limit', c.req.query('limit'), LOCATION_REQUESTS_PAGE_SIZE, 1), LOCATION_REQUESTS_PAGE_MAX);
    const offset = wholeNumber('offset', c.req.query('offset'), 0, 0);
    return c.json<LocationRequestPage>(await listLocationRequests(deps.db, { limit, offset }));
  });
  return routes;
}
