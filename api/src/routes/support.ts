/**
 * GET /api/support/contact: SUPPORT_EMAIL and SUPPORT_PHONE for the public /support page, as every
 * email shows them. GET /api/support/hours: OFFICE_HOURS, when the team answers messages.
 */
import { emailEndpoints } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import type { Env } from '../env.js';
import { serve } from '../http/endpoint.js';
import type { AppEnv } from '../http/types.js';

/** Mounted at /api. */
export function supportRoutes(deps: { env: Pick<Env, 'support' | 'officeHours'> }) {
  const routes = new Hono<AppEnv>();
  const { email, phone, phoneHref } = deps.env.support;
  serve(routes, emailEndpoints.supportContact, (c) => {
    // Public and the same for everyone: browsers may keep it for a few minutes.
    c.header('Cache-Control', 'public, max-age=300');
    return { email, phone, phoneHref };
  });
  serve(routes, emailEndpoints.officeHours, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return deps.env.officeHours;
  });
  return routes;
}
