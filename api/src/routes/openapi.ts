/**
 * GET /api/admin/openapi.json: this API described from its endpoint definitions (decision 025),
 * so the description cannot drift from what the client and the access table read. Admins only:
 * it lists every door, including those the screens never show.
 */
import { adminReportsEndpoints, CONTRACT_VERSION, ENDPOINTS, openApiDocument } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { serve } from '../http/endpoint.js';
import type { AppEnv } from '../http/types.js';

/** Mounted at /api. */
export function openApiRoutes() {
  const routes = new Hono<AppEnv>();
  // The definitions are fixed for the life of the process: one document for every request.
  let document: ReturnType<typeof openApiDocument> | undefined;
  serve(routes, adminReportsEndpoints.openApi, () => {
    document ??= openApiDocument(Object.values(ENDPOINTS), { title: 'Housesit API', version: String(CONTRACT_VERSION) });
    return document;
  });
  return routes;
}
