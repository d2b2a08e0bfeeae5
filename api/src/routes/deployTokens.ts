/**
 * The admins' deploy tokens (decision 007 'Shipping an area'): list, create (the secret is in
 * this one answer only) and revoke. Mounted at /api/registry/deploy-tokens.
 */
import { CreateDeployTokenStruct, type CreatedDeployToken, type DeployTokenList } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Database } from '../db/open.js';
import type { Clock } from '../deps.js';
import { readBody } from '../http/body.js';
import { parseId } from '../http/params.js';
import { currentUser, requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { createDeployToken, listDeployTokens, revokeDeployToken } from '../releases/deployTokens.js';

export function deployTokenRoutes(deps: { db: Database; clock: Clock }) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireRole('admin'));

  routes.get('/', async (c) => c.json<DeployTokenList>({ tokens: await listDeployTokens(deps.db) }));

  routes.post('/', async (c) => {
    const input = await readBody(c, CreateDeployTokenStruct);
    return c.json<CreatedDeployToken>(await createDeployToken(deps.db, input, currentUser(c).id, deps.clock.now()), 201);
  });

  routes.delete('/:id', async (c) => c.json(await revokeDeployToken(deps.db, parseId(c.req.param('id')), deps.clock.now())));
  return routes;
}
