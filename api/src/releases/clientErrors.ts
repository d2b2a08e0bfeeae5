/**
 * POST /api/registry/client-errors: the shell reports a remote that could not be loaded or threw
 * while rendering, so operators see a broken release in the API's log, not only in someone's
 * browser console. Anyone may report (the landing page is public); each caller is limited to
 * REPORT_LIMIT reports per window, counted in the database like the other limits. A report
 * naming a published release or one the channels name (or none: the build's dist) also counts as a failed page load of
 * that release (health.ts); one naming anything else is logged only, never counted.
 */
import { ClientErrorReportStruct, registryEndpoints, type ClientErrorReport, type ReleaseChannel } from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { clientAddress, ipKey } from '../auth/throttle.js';
import type { Database } from '../db/open.js';
import type { Clock } from '../deps.js';
import { readBody } from '../http/body.js';
import { serve } from '../http/endpoint.js';
import type { ErrorLogger } from '../http/errors.js';
import { enforceRateLimit, type RateLimitRule } from '../http/rateLimit.js';
import type { AppEnv } from '../http/types.js';
import { countPageLoad, isKnownRelease, type HealthDeps } from './health.js';

export const CLIENT_ERROR_RULE: RateLimitRule = {
  bucket: 'client-errors',
  limit: 30,
  windowMs: 10 * 60 * 1000,
  message: 'Too many error reports. Try again later.',
  code: 'request.rate_limited',
};

/**
 * A caller's text on one log line: line breaks and other control characters escaped as in JSON
 * (a report could write forged log lines). The whole report goes beside it as data.
 */
export function oneLine(text: string): string {
  // JSON.stringify escapes \n, \r, \t, \u0000-\u001f, quotes and backslashes; the Unicode line separators and NEL are escaped here.
  return JSON.stringify(text)
    .slice(1, -1)
    .replace(/[\u2028\u2029\u0085]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The channel a failure counts on: the shell's word, else staging when it names the current staging release. */
async function channelOf(health: HealthDeps, report: ClientErrorReport): Promise<ReleaseChannel | null> {
  const release = report.release || null;
  if (release !== null && !(await isKnownRelease(health, report.remote, release))) return null;
  if (report.channel) return release === null && report.channel === 'staging' ? null : report.channel;
  const current = (await health.channels.read())[report.remote];
  return release !== null && current.staging === release ? 'staging' : 'stable';
}

export function clientErrorRoutes(deps: { db: Database; clock: Clock; logError: ErrorLogger; health?: HealthDeps }) {
  const routes = new Hono<AppEnv>();
  // Counted against the caller's limit before the body is read: a flood of bad reports is limited too.
  serve(
    routes,
    registryEndpoints.reportClientError,
    async (c) => {
      const user = c.get('user');
      const address = clientAddress(c);
      const key = user ? `user:${user.id}` : address ? `ip:${ipKey(address)}` : 'unknown';
      await enforceRateLimit(deps.db, CLIENT_ERROR_RULE, key, deps.clock.now());
      const report = await readBody(c, ClientErrorReportStruct);
      const what = `${oneLine(report.module)}${report.release ? ` (release ${oneLine(report.release)})` : ''}`;
      deps.logError(
        `[client-error] ${what} ${report.refused ? 'refused' : 'failed'} on ${oneLine(report.page)}: ${oneLine(report.message)}`,
        {
          ...report,
          user: user?.id ?? null,
          // The shell's failed request and this report share the id in the log.
          requestId: c.get('requestId'),
        },
      );
      if (deps.health) {
        const channel = await channelOf(deps.health, report);
        if (channel)
          await countPageLoad(deps.health, { remote: report.remote, release: report.release || null, channel, outcome: 'failure' });
      }
      return c.body(null, 204);
    },
    { readsOwnBody: true },
  );
  return routes;
}
