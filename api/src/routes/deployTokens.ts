/**
 * The admins' deploy tokens (decision 007 'Shipping an area'): list, create (the secret is in
 * this one answer only) and revoke. Mounted at /api.
 */
import { registryEndpoints as endpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Database } from '../db/open.js';
import type { Clock } from '../deps.js';
import { serve } from '../http/endpoint.js';
import { parseId } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { createDeployToken, listDeployTokens, revokeDeployToken } from '../releases/deployTokens.js';

export function deployTokenRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  serve(routes, endpoints.deployTokens, async () => ({ tokens: await listDeployTokens(deps.db) }));
  serve(routes, endpoints.createDeployToken, async (c, { body }) => createDeployToken(deps.db, body, currentUser(c).id, deps.clock.now()), {
    status: 201,
  });
  serve(routes, endpoints.revokeDeployToken, async (_c, { params }) => revokeDeployToken(deps.db, parseId(params.id), deps.clock.now()));
  return routes;
}
