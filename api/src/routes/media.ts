/**
 * GET /api/media/:id: a report photo, for the visit's homeowner, its assigned sitter and
 * admins. Anyone else gets 404, as if the photo did not exist (ASVS 8.2.2).
 */
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { media, reports, visits } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { currentUser, requireAuth } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import type { MediaStore } from '../media/store.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function mediaRoutes(deps: { db: Database; mediaStore: MediaStore }) {
  const routes = new Hono<AppEnv>();

  routes.get('/:id', requireAuth, async (c) => {
    const user = currentUser(c);
    const id = c.req.param('id');
    if (!UUID.test(id)) throw notFound('media.not_found');
    const [found] = await deps.db
      .select({
        contentType: media.contentType,
        storageKey: media.storageKey,
        homeownerId: visits.homeownerId,
        sitterId: visits.assignedSitterId,
      })
      .from(media)
      .innerJoin(reports, eq(reports.id, media.reportId))
      .innerJoin(visits, eq(visits.id, reports.visitId))
      .where(eq(media.id, id.toLowerCase()))
      .limit(1);
    const allowed = found && (user.role === 'admin' || found.homeownerId === user.id || found.sitterId === user.id);
    if (!found || !allowed) throw notFound('media.not_found');
    const bytes = await deps.mediaStore.get(found.storageKey);
    if (!bytes) throw notFound('media.not_found');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': found.contentType,
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      // Photos of someone's home: kept in no cache, so they are gone from a shared computer at
      // sign-out and a revoked access is not served from the browser.
      'Cache-Control': 'private, no-store',
      // A photo is never a document: no scripts even if someone opens it directly.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  return routes;
}
