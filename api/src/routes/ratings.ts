/**
 * Ratings (ratings/ratings.ts): GET and PUT /api/visits/:id/rating (PUT for the visit's
 * customer), GET /api/sitter/ratings (the signed-in sitter's), GET /api/admin/sitter-ratings.
 */
import { ratingsEndpoints as endpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { serve } from '../http/endpoint.js';
import { parseId } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { rateVisit, ratingOf, ratingsPerSitter, sitterRatings } from '../ratings/ratings.js';

/** Mounted at /api. */
export function ratingRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  serve(routes, endpoints.visitRating, async (c, { params }) => ({
    rating: await ratingOf(deps.db, currentUser(c), parseId(params.id)),
  }));
  serve(routes, endpoints.rateVisit, async (c, { params, body }) =>
    rateVisit(deps.db, currentUser(c), parseId(params.id), body, deps.clock.now()),
  );
  serve(routes, endpoints.sitterRatings, async (c) => sitterRatings(deps.db, currentUser(c).id));
  serve(routes, endpoints.perSitter, async () => ({ items: await ratingsPerSitter(deps.db) }));
  return routes;
}
