/**
 * GET /api/admin/openapi.json: this API described from its endpoint definitions (decision 025),
 * so the description cannot drift from what the client and the access table read. Admins only:
 * it lists every door, including those the screens never show.
 */
import { CONTRACT_VERSION, ENDPOINTS, openApiDocument } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';

export function openApiRoutes() {
  const routes = new Hono<AppEnv>();
  // The definitions are fixed for the life of the process: one document for every request.
  let document: ReturnType<typeof openApiDocument> | undefined;
  routes.use('*', requireRole('admin'));
  routes.get('/', (c) => {
    document ??= openApiDocument(Object.values(ENDPOINTS), { title: 'Housesit API', version: String(CONTRACT_VERSION) });
    return c.json(document);
  });
  return routes;
}
