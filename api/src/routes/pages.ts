/**
 * The site's pages and the front ends' files come from the shell's page server
 * (@housesit/shell/server, decision 020), mounted on the API's port. This module hands it what
 * only the API knows: the visitor's session and registry answer, the answers of its own handlers
 * and the site's Content-Security-Policy. It knows nothing of the pages' markup.
 */
import { REMOTE_NAMES, type RuntimeRegistry, type User } from '@housesit/shared-contracts';
import { createPageServer, type DeploymentSite } from '@housesit/shell/server';
import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from '../deps.js';
import { contentSecurityPolicy, type Directives } from '../http/contentSecurity.js';
import type { AppEnv } from '../http/types.js';
import type { ChannelStore } from '../releases/channels.js';
import { resolveRegistry } from '../releases/resolve.js';
import { ReleaseStore } from '../releases/store.js';
import { anonymousRolloutId, rolloutKeyFor, visitorOptIns } from '../releases/visitor.js';
import { countPageLoad, type HealthDeps } from '../releases/health.js';
import { firstAnswerer, type DispatchToApp } from './firstAnswers.js';
import type { RegistryConfig } from './registry.js';

export interface PagesDeps {
  webRoot: string;
  releasesDir: string;
  site: DeploymentSite;
  /** The API's session middleware (http/session.ts loadSession): one indexed lookup, only with the session cookie. */
  session: MiddlewareHandler<AppEnv>;
  /** The registry and its channels: the same answer GET /api/registry gives this visitor. */
  registry: { config: RegistryConfig; channels: ChannelStore };
  /** GET /api/registry's answer for a visitor (registry.ts registryAnswerer). */
  registryAnswer: (c: Context<AppEnv>) => Promise<RuntimeRegistry>;
  /** The site's Content-Security-Policy, to which a public page adds its inline boot script. */
  contentSecurity: Directives;
  /** This app's own fetch: the first answers run through it. */
  dispatch: DispatchToApp;
  clock: Clock;
  /** Counts a release's failed server rendering as a failed page load of it (releases/health.ts). */
  health?: HealthDeps;
}

export function pageRoutes(deps: PagesDeps) {
  const { config, channels } = deps.registry;
  const store = new ReleaseStore(deps.releasesDir);
  // One session lookup per request, whoever asks.
  const users = new WeakMap<Context, Promise<User | null>>();
  const user = (c: Context): Promise<User | null> => {
    let found = users.get(c);
    if (!found) {
      const context = c as Context<AppEnv>;
      found = deps.session(context, async () => {}).then(() => context.get('user') ?? null);
      users.set(c, found);
    }
    return found;
  };
  return createPageServer({
    webRoot: deps.webRoot,
    releasesDir: deps.releasesDir,
    site: deps.site,
    user,
    registryAnswer: (c) => deps.registryAnswer(c as Context<AppEnv>),
    // As GET /api/registry, without ever setting the rollout cookie: the user's id when the
    // session is live, else the anonymous cookie; the mirrored opt-ins, under the query's.
    publicRegistry: async (c) => {
      const state = await channels.read();
      const rolloutKey = rolloutKeyFor((await user(c))?.id ?? null, anonymousRolloutId(c));
      return resolveRegistry(config.registry, state, store, { optIns: visitorOptIns(c), rolloutKey }, config.releasesUrl);
    },
    stagingOptIns: (c) => {
      const optIns = visitorOptIns(c);
      return REMOTE_NAMES.filter((name) => optIns[name] === 'staging');
    },
    firstAnswers: firstAnswerer(deps.dispatch),
    contentSecurityPolicy: (sources) => contentSecurityPolicy(deps.contentSecurity, sources),
    now: () => deps.clock.now(),
    // A release whose server rendering fails counts it as a failed page load, as a browser's report
    // of a failed render does (clientErrors.ts); the page is rendered in the browser instead.
    serverRenderFailed: ({ remote, release, channel, error }) => {
      const health = deps.health;
      if (!health) return;
      health.logError(`[server-render] ${remote}${release ? ` (release ${release})` : ''} failed: ${error.message}`, error);
      if (remote === 'shell' || (channel !== 'stable' && channel !== 'staging')) return;
      countPageLoad(health, { remote, release, channel, outcome: 'failure' }).catch((failure: unknown) =>
        health.logError('[server-render] its failure could not be counted', failure),
      );
    },
  });
}
