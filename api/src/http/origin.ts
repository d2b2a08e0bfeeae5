/**
 * Cross-site request check for every state-changing request. hono/csrf only looks at form
 * content types, so JSON posts need this (docs/decisions, notes/api-and-security.md).
 *
 * - An Origin header must be one of the configured site origins.
 * - Without Origin, a Sec-Fetch-Site header must say same-origin or none (typed by the user).
 * - `Origin: null` is what a browser sends for a same-site form post from a page whose
 *   Referrer-Policy is no-referrer (ours: secureHeaders' default; the sign-in form without
 *   scripts, decision 020), and also from sandboxed frames and data: URLs: it passes only with
 *   Sec-Fetch-Site same-origin, which a page cannot forge.
 * - With neither header the caller is not a browser (server-to-server, tests, curl): it passes,
 *   since cross-site forgery needs a browser that sends the victim's cookie, and browsers send
 *   at least one of the two on unsafe requests.
 */
import { API_ERRORS } from '@housesit/shared-contracts';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TRUSTED_FETCH_SITES = new Set(['same-origin', 'none']);

export function originCheck(siteOrigins: readonly string[], options: { exemptPaths?: readonly string[] } = {}): MiddlewareHandler {
  const allowed = new Set(siteOrigins.map((origin) => origin.toLowerCase()));
  // Requests authorised by a token in the URL rather than a session cookie: forging them gains nothing.
  const exempt = new Set(options.exemptPaths ?? []);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.has(c.req.path)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const refused =
      origin === 'null'
        ? fetchSite !== 'same-origin'
        : origin !== undefined
          ? !allowed.has(origin.toLowerCase())
          : fetchSite !== undefined && !TRUSTED_FETCH_SITES.has(fetchSite);
    if (refused) return c.json(errorBody('request.cross_origin', API_ERRORS.crossOrigin), 403);
    return next();
  };
}
