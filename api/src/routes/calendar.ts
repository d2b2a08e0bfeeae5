/**
 * Private calendar feeds (calendar/feed.ts). A customer or a sitter makes, renews or turns off
 * their feed's address under /api/account/calendar-feed; a calendar app fetches the address,
 * /api/calendar/<secret>.ics, without a session. An unknown, renewed or turned-off secret is a
 * 404 like any unknown path, so an address tells nothing once it has ended.
 */
import { calendarEndpoints as endpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { feedDocument, feedOwner, feedStatus, feedVisits, renewFeed, turnOffFeed } from '../calendar/feed.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { notFound } from '../http/errors.js';
import { serve } from '../http/endpoint.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

interface CalendarDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
}

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Mounted at /api: customers and sitters make and end their feed (admins see every visit in the app). */
export function calendarFeedRoutes({ db, clock, publicUrl }: CalendarDeps) {
  const routes = new Hono<AppEnv>();

  serve(routes, endpoints.status, async (c) => feedStatus(db, currentUser(c).id));

  serve(
    routes,
    endpoints.create,
    async (c) => {
      const { token, createdAt } = await renewFeed(db, currentUser(c).id, clock.now());
      return { active: true as const, createdAt: createdAt.toISOString(), url: `${publicUrl}/api/calendar/${token}.ics` };
    },
    { status: 201 },
  );

  serve(routes, endpoints.turnOff, async (c) => {
    await turnOffFeed(db, currentUser(c).id);
    return { active: false, createdAt: null };
  });
  return routes;
}

/** Mounted at /api: the feed itself, for calendar apps (no session, the secret is the key). */
export function calendarDocumentRoutes({ db, clock, publicUrl }: CalendarDeps) {
  const routes = new Hono<AppEnv>();
  serve(routes, endpoints.document, async (c, { params }) => {
    const token = FEED_FILE.exec(params.file)?.[1];
    const owner = token ? await feedOwner(db, token) : null;
    if (!owner) throw notFound();
    const now = clock.now();
    const document = feedDocument(owner, await feedVisits(db, owner, now), { publicUrl, now });
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    // The answer is one person's schedule: never kept by a shared cache.
    c.header('Cache-Control', 'private, max-age=300');
    return c.body(document);
  });
  return routes;
}
