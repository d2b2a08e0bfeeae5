/**
 * GET /api/registry: where the shell finds each remote at run time (docs/decisions 001, 007).
 * By default every remote is served by this server under /remotes/<name>/; a REGISTRY_FILE
 * (JSON) moves any of them elsewhere without rebuilding the shell; the channel file in
 * RELEASES_DIR puts a remote on a published release (stable, and staging for some visitors).
 * Admins read and change the channels here and see each release's health; browsers report the
 * areas a page showed (page-loads) and remotes that failed (client-errors).
 */
import {
  AreaFirstRequestsStruct,
  checkAreaDeclaration,
  CONTRACT_VERSION,
  registryEndpoints as endpoints,
  REMOTE_NAMES,
  ROLLOUT_COOKIE,
  type RegistryAdminView,
  type RemoteName,
  type RemoteRelease,
  type RuntimeRegistry,
} from '@housesit/shared-contracts';
import { remoteFolder } from '@housesit/shell/server';
import { Hono, type Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { enums, is, object, optional, record, string, validate } from 'superstruct';
import type { Database } from '../db/open.js';
import type { Clock } from '../deps.js';
import type { Env, ReleaseRollbackSettings } from '../env.js';
import { serve } from '../http/endpoint.js';
import { ApiProblem, notFound, type ErrorLogger } from '../http/errors.js';
import type { AppEnv } from '../http/types.js';
import type { Metrics } from '../ops/metrics.js';
import type { ChannelState, ChannelStore } from '../releases/channels.js';
import { clientErrorRoutes } from '../releases/clientErrors.js';
import { manifestExposes } from '../releases/contract.js';
import { changeChannels, healthOf, type HealthDeps } from '../releases/health.js';
import { shellKitVersion } from '../releases/kit.js';
import { pageLoadRoutes } from '../releases/pageLoads.js';
import { resolveRegistry } from '../releases/resolve.js';
import { anonymousRolloutId, rolloutKeyFor, visitorOptIns } from '../releases/visitor.js';
import { isRemoteName, ReleaseError, ReleaseStore } from '../releases/store.js';

const RemoteOverrideStruct = object({
  entry: string(),
  version: optional(string()),
  channel: optional(enums(['stable', 'staging'] as const)),
});

const RegistryFileStruct = object({
  environment: optional(string()),
  /** Where published releases are served (a CDN); default: this server's /releases. */
  releasesUrl: optional(string()),
  remotes: optional(record(enums(REMOTE_NAMES), RemoteOverrideStruct)),
});

export class RegistryFileError extends Error {
  override name = 'RegistryFileError';
}

function packageVersion(webRoot: string, name: RemoteName): string {
  try {
    const pkg = JSON.parse(readFileSync(join(webRoot, remoteFolder(name), 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * The screens a remote's own build declares (its dist/area.json, decision 016), checked by the
 * same rules as a release; the development registry reads the package's area.json, which its
 * dev server builds from. None, or refused (logged): the shell uses its built-in table.
 */
function buildDeclaration(webRoot: string, name: RemoteName, devServer: boolean): Pick<RemoteRelease, 'routes' | 'nav' | 'firstRequests'> {
  const base = join(webRoot, remoteFolder(name));
  const file = devServer ? join(base, 'area.json') : join(base, 'dist', 'area.json');
  if (!existsSync(file)) return {};
  try {
    const declaration = JSON.parse(readFileSync(file, 'utf8')) as Pick<RemoteRelease, 'routes' | 'nav' | 'firstRequests'>;
    const exposes = devServer
      ? (declaration.routes ?? []).map((screen) => screen.module)
      : manifestExposes(JSON.parse(readFileSync(join(base, 'dist', 'mf-manifest.json'), 'utf8')));
    const [refusal] = checkAreaDeclaration(name, declaration, exposes);
    if (refusal) {
      console.warn(`[registry] ${file} refused (${refusal.code}): ${refusal.message} The shell uses its built-in table for ${name}.`);
      return {};
    }
    // Its screens' first requests (the page server answers them into their pages), when well formed.
    const firstRequests = is(declaration.firstRequests, AreaFirstRequestsStruct) ? { firstRequests: declaration.firstRequests } : {};
    return { routes: declaration.routes ?? [], nav: declaration.nav ?? [], ...firstRequests };
  } catch (error) {
    console.warn(`[registry] ${file} could not be read: ${(error as Error).message}`);
    return {};
  }
}

export interface RegistryConfig {
  /** Every remote on its build's dist (or REGISTRY_FILE's location): what no channel changes. */
  registry: RuntimeRegistry;
  releasesUrl: string;
  /** The kit version of the shell this API serves (releases/kit.ts); null: none beside it, not checked. */
  kitVersion: number | null;
}

/** The registry without channels (see loadRegistryConfig). */
export function loadRegistry(env: Pick<Env, 'registryFile' | 'webRoot' | 'nodeEnv'>): RuntimeRegistry {
  return loadRegistryConfig(env).registry;
}

/** Reads the registry once; throws RegistryFileError naming the file when it is unusable. */
export function loadRegistryConfig(env: Pick<Env, 'registryFile' | 'webRoot' | 'nodeEnv'>): RegistryConfig {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name): [RemoteName, RemoteRelease] => [
      name,
      {
        entry: `/remotes/${name}/mf-manifest.json`,
        version: packageVersion(env.webRoot, name),
        channel: 'stable',
        ...buildDeclaration(env.webRoot, name, false),
      },
    ]),
  ) as Record<RemoteName, RemoteRelease>;
  let environment: string = env.nodeEnv;
  let releasesUrl = '/releases';

  if (env.registryFile) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(env.registryFile, 'utf8'));
    } catch (error) {
      throw new RegistryFileError(`REGISTRY_FILE ${env.registryFile} could not be read as JSON: ${(error as Error).message}`);
    }
    const [error, file] = validate(parsed, RegistryFileStruct);
    if (error) {
      const where = error.path.length ? error.path.join('.') : 'the file';
      throw new RegistryFileError(`REGISTRY_FILE ${env.registryFile}: ${where}: ${error.message}`);
    }
    environment = file.environment ?? environment;
    releasesUrl = file.releasesUrl ?? releasesUrl;
    for (const [name, override] of Object.entries(file.remotes ?? {}) as [RemoteName, (typeof file.remotes & {})[RemoteName]][]) {
      remotes[name] = {
        entry: override.entry,
        version: override.version ?? remotes[name].version,
        channel: override.channel ?? 'stable',
        ...buildDeclaration(env.webRoot, name, true),
      };
    }
  }

  return {
    registry: { contractVersion: CONTRACT_VERSION, apiOrigin: null, environment, remotes },
    releasesUrl,
    kitVersion: shellKitVersion(env.webRoot),
  };
}

export interface RegistryRouteDeps {
  config: RegistryConfig;
  releasesDir: string;
  /** The channels: a table every instance shares on PostgreSQL, a file with the embedded database. */
  channels: ChannelStore;
  db: Database;
  clock: Clock;
  isProduction: boolean;
  logError: ErrorLogger;
  /** When a staged release is taken back by itself (default: 5 points over 20 page loads). */
  rollback?: ReleaseRollbackSettings;
  metrics?: Metrics | undefined;
}

const DEFAULT_ROLLBACK: ReleaseRollbackSettings = { thresholdPoints: 5, minLoads: 20 };

export type RegistryAnswerDeps = Pick<RegistryRouteDeps, 'config' | 'releasesDir' | 'channels' | 'isProduction' | 'logError'>;

/**
 * What GET /api/registry answers this visitor: their opt-ins and rollout bucket applied. The
 * shell's page carries the same answer (static.ts), so the shell need not ask for it.
 */
export function registryAnswerer(deps: RegistryAnswerDeps): (c: Context<AppEnv>) => Promise<RuntimeRegistry> {
  const { registry, releasesUrl } = deps.config;
  const store = new ReleaseStore(deps.releasesDir, deps.config.kitVersion);
  return async (c) => {
    let state;
    try {
      state = await deps.channels.read();
    } catch (error) {
      // A hand-edited channel file that broke: keep the site up on the builds' own remotes.
      if (!(error instanceof ReleaseError)) throw error;
      deps.logError(`[registry] ${deps.channels.location} is unusable; serving every remote's build`, error);
      return registry;
    }
    const rolloutKey = rolloutKeyOf(c, state, deps.isProduction);
    return resolveRegistry(registry, state, store, { optIns: visitorOptIns(c), rolloutKey }, releasesUrl);
  };
}

/** What counting a release's page loads and failures needs (releases/health.ts). */
export function releaseHealthDeps(deps: RegistryRouteDeps): HealthDeps {
  return {
    db: deps.db,
    environment: deps.config.registry.environment,
    channels: deps.channels,
    store: new ReleaseStore(deps.releasesDir, deps.config.kitVersion),
    rule: deps.rollback ?? DEFAULT_ROLLBACK,
    clock: deps.clock,
    logError: deps.logError,
    metrics: deps.metrics,
  };
}

/** Mounted at /api. */
export function registryRoutes(deps: RegistryRouteDeps) {
  const { channels } = deps;
  const { environment } = deps.config.registry;
  const answer = registryAnswerer(deps);
  const health = releaseHealthDeps(deps);
  const { store, rule } = health;
  const routes = new Hono<AppEnv>();

  serve(routes, endpoints.get, async (c) => {
    // Answers differ per visitor (opt-ins, rollout bucket) and must show a moved remote on the
    // next page load: private and always revalidated.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
    return answer(c);
  });

  serve(routes, endpoints.releases, async () => adminView(environment, channels, store));

  serve(routes, endpoints.change, async (c, { params: { remote }, body: action }) => {
    if (!isRemoteName(remote)) throw notFound();
    try {
      await changeChannels(health, remote, action, c.get('user')?.id ?? null);
    } catch (error) {
      if (error instanceof ReleaseError) throw new ApiProblem(409, error.code, error.message);
      throw error;
    }
    return adminView(environment, channels, store);
  });

  serve(routes, endpoints.health, async () => ({ environment, rule, releases: await healthOf(deps.db, environment) }));

  // Reports from browsers (releases/pageLoads.ts, clientErrors.ts): registered from their definitions too.
  routes.route('/', pageLoadRoutes(health));
  routes.route('/', clientErrorRoutes({ ...deps, health }));
  return routes;
}

async function adminView(environment: string, channels: ChannelStore, store: ReleaseStore): Promise<RegistryAdminView> {
  const state = await channels.read();
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, { ...state[name], releases: store.list(name) }]));
  return { environment, remotes: remotes as RegistryAdminView['remotes'] };
}

/**
 * The percentage rollout hashes the signed-in user's id, or an anonymous id kept in a cookie
 * (set only while some remote has a percentage rollout).
 */
function rolloutKeyOf(c: Context<AppEnv>, state: ChannelState, secure: boolean): string | null {
  const user = c.get('user');
  if (user) return rolloutKeyFor(user.id, null);
  if (!REMOTE_NAMES.some((name) => state[name].staging && state[name].stagingPercent > 0)) return null;
  const existing = anonymousRolloutId(c);
  if (existing) return rolloutKeyFor(null, existing);
  const id = randomUUID();
  setCookie(c, ROLLOUT_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge: 365 * 24 * 60 * 60 });
  return rolloutKeyFor(null, id);
}
