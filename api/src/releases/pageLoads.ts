/**
 * POST /api/registry/page-loads: the shell's beacon, once per page load, naming each area it
 * showed with the release and channel it used (decision 007 'Release health'). Anyone may send
 * it (public pages load areas too), so it is bounded: four entries at most, one per area, only
 * published releases or those the channels name (anything else is refused whole), and PAGE_LOAD_RULE beacons per caller
 * (user, else IP) per window. Failures come through client-errors (clientErrors.ts).
 */
import { PageLoadReportStruct, RELEASE_MESSAGES, registryEndpoints, type PageLoadReport } from '@housesit/shared-contracts';
import { Hono, type Context } from 'hono';
import { clientAddress, ipKey } from '../auth/throttle.js';
import { readBody } from '../http/body.js';
import { serve } from '../http/endpoint.js';
import { ApiProblem } from '../http/errors.js';
import { enforceRateLimit, type RateLimitRule } from '../http/rateLimit.js';
import type { AppEnv } from '../http/types.js';
import { countPageLoad, isKnownRelease, type HealthDeps } from './health.js';

/** About one page load every ten seconds, kept up for ten minutes: more than a person reloads. */
export const PAGE_LOAD_RULE: RateLimitRule = {
  bucket: 'page-loads',
  limit: 60,
  windowMs: 10 * 60 * 1000,
  message: 'Too many page load reports. Try again later.',
  code: 'request.rate_limited',
};

/** The rate limit's key: the signed-in user, else the address. */
export function reporterKey(c: Context<AppEnv>): string {
  const user = c.get('user');
  const address = clientAddress(c);
  return user ? `user:${user.id}` : address ? `ip:${ipKey(address)}` : 'unknown';
}

/** The first entry naming an area twice, a release that is not known (isKnownRelease), or staging without a release. */
export async function refusedEntry(deps: Pick<HealthDeps, 'store' | 'channels'>, report: PageLoadReport): Promise<string | null> {
  const seen = new Set<string>();
  for (const entry of report.loads) {
    if (seen.has(entry.remote)) return `${entry.remote} is reported twice: one entry per area.`;
    seen.add(entry.remote);
    const known = entry.release === null ? entry.channel === 'stable' : await isKnownRelease(deps, entry.remote, entry.release);
    if (!known) return RELEASE_MESSAGES.unknownReport(entry.remote, entry.release);
  }
  return null;
}

export function pageLoadRoutes(deps: HealthDeps) {
  const routes = new Hono<AppEnv>();
  // Counted against the caller's limit before the body is read: a flood of bad reports is limited too.
  serve(
    routes,
    registryEndpoints.reportPageLoads,
    async (c) => {
      await enforceRateLimit(deps.db, PAGE_LOAD_RULE, reporterKey(c), deps.clock.now());
      const report = await readBody(c, PageLoadReportStruct);
      const refusal = await refusedEntry(deps, report);
      if (refusal) throw new ApiProblem(422, 'release.unknown', refusal);
      for (const entry of report.loads) await countPageLoad(deps, { ...entry, outcome: 'load' });
      return c.body(null, 204);
    },
    { readsOwnBody: true },
  );
  return routes;
}
