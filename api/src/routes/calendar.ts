/**
 * Private calendar feeds (calendar/feed.ts). A customer or a sitter makes, renews or turns off
 * their feed's address under /api/account/calendar-feed; a calendar app fetches the address,
 * /api/calendar/<secret>.ics, without a session. An unknown, renewed or turned-off secret is a
 * 404 like any unknown path, so an address tells nothing once it has ended.
 */
import { type CalendarFeedCreated, type CalendarFeedStatus } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { feedDocument, feedOwner, feedStatus, feedVisits, renewFeed, turnOffFeed } from '../calendar/feed.js';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { notFound } from '../http/errors.js';
import { currentUser, requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

interface CalendarDeps {
  db: Database;
  clock: Clock;
  publicUrl: string;
}

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** Mounted at /api/account/calendar-feed: customers and sitters (admins see every visit in the app). */
export function calendarFeedRoutes({ db, clock, publicUrl }: CalendarDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireRole('homeowner', 'housesitter'));

  routes.get('/', async (c) => c.json<CalendarFeedStatus>(await feedStatus(db, currentUser(c).id)));

  routes.post('/', async (c) => {
    const { token, createdAt } = await renewFeed(db, currentUser(c).id, clock.now());
    return c.json<CalendarFeedCreated>(
      { active: true, createdAt: createdAt.toISOString(), url: `${publicUrl}/api/calendar/${token}.ics` },
      201,
    );
  });

  routes.delete('/', async (c) => {
    await turnOffFeed(db, currentUser(c).id);
    return c.json<CalendarFeedStatus>({ active: false, createdAt: null });
  });
  return routes;
}

/** Mounted at /api/calendar: the feed itself, for calendar apps (no session, the secret is the key). */
export function calendarDocumentRoutes({ db, clock, publicUrl }: CalendarDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/:file', async (c) => {
    const token = FEED_FILE.exec(c.req.param('file'))?.[1];
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
