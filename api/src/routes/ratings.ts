/**
 * Ratings (ratings/ratings.ts): GET and PUT /api/visits/:id/rating (PUT for the visit's
 * customer), GET /api/sitter/ratings (the signed-in sitter's), GET /api/admin/sitter-ratings.
 */
import {
  RateVisitStruct,
  SITTER_ROLE,
  type SitterRatings,
  type SitterRatingSummary,
  type VisitRating,
  type VisitRatingAnswer,
} from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { readBody } from '../http/body.js';
import { parseId } from '../http/params.js';
import { currentUser, requireAuth, requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { rateVisit, ratingOf, ratingsPerSitter, sitterRatings } from '../ratings/ratings.js';

/** Mounted at /api. */
export function ratingRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  routes.get('/visits/:id/rating', requireAuth, async (c) =>
    c.json<VisitRatingAnswer>({ rating: await ratingOf(deps.db, currentUser(c), parseId(c.req.param('id'))) }),
  );
  routes.put('/visits/:id/rating', requireRole('homeowner'), async (c) => {
    const input = await readBody(c, RateVisitStruct);
    return c.json<VisitRating>(await rateVisit(deps.db, currentUser(c), parseId(c.req.param('id')), input, deps.clock.now()));
  });
  routes.get('/sitter/ratings', requireRole(SITTER_ROLE), async (c) =>
    c.json<SitterRatings>(await sitterRatings(deps.db, currentUser(c).id)),
  );
  routes.get('/admin/sitter-ratings', requireRole('admin'), async (c) =>
    c.json<{ items: SitterRatingSummary[] }>({ items: await ratingsPerSitter(deps.db) }),
  );
  return routes;
}
