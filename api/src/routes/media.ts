/**
 * GET /api/media/:id: a report photo, for the visit's homeowner, its assigned sitter and
 * admins. GET /api/media/sitter/:id: a sitter's photo, for the sitter, admins and the customers
 * of the sitter's visits. Anyone else gets 404, as if the photo did not exist (ASVS 8.2.2).
 */
import { serverEndpoints } from '@housesit/shared-contracts';
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { media, reports, visits } from '../db/schema.js';
import { serve } from '../http/endpoint.js';
import { notFound } from '../http/errors.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import type { MediaStore } from '../media/store.js';
import { sitterPhotoFor } from '../sitters/profile.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Mounted at /api. */
export function mediaRoutes(deps: { db: Database; mediaStore: MediaStore }) {
  const routes = new Hono<AppEnv>();

  serve(routes, serverEndpoints.sitterPhoto, async (c, { params: { id } }) => {
    if (!UUID.test(id)) throw notFound('media.not_found');
    const found = await sitterPhotoFor(deps.db, id.toLowerCase(), currentUser(c));
    const bytes = found ? await deps.mediaStore.get(found.storageKey) : null;
    if (!found || !bytes) throw notFound('media.not_found');
    return photoResponse(c, bytes, found.contentType);
  });

  serve(routes, serverEndpoints.media, async (c, { params: { id } }) => {
    const user = currentUser(c);
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
    return photoResponse(c, bytes, found.contentType);
  });

  return routes;
}

function photoResponse(c: Context<AppEnv>, bytes: Uint8Array, contentType: string): Response {
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': contentType,
    'Content-Length': String(bytes.byteLength),
    'X-Content-Type-Options': 'nosniff',
    // Photos of someone's home: kept in no cache, so they are gone from a shared computer at
    // sign-out and a revoked access is not served from the browser.
    'Cache-Control': 'private, no-store',
    // A photo is never a document: no scripts even if someone opens it directly.
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
}
