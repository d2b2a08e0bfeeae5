/**
 * GET /api/registry: where the shell finds each remote at run time (docs/decisions: remotes).
 * By default every remote is served by this server under /remotes/<name>/; a REGISTRY_FILE
 * (JSON) moves any of them elsewhere without rebuilding the shell.
 */
import {
  CONTRACT_VERSION,
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRelease,
  type RuntimeRegistry,
} from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { enums, object, optional, record, string, validate } from 'superstruct';
import type { Env } from '../env.js';
import type { AppEnv } from '../http/types.js';

/** mf_public → mf-public: the folder each remote is built in. */
export function remoteFolder(name: RemoteName): string {
  return name.replace('_', '-');
}

const RemoteOverrideStruct = object({
  entry: string(),
  version: optional(string()),
  channel: optional(enums(['stable', 'staging'] as const)),
});

const RegistryFileStruct = object({
  environment: optional(string()),
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

/** Reads the registry once; throws RegistryFileError naming the file when it is unusable. */
export function loadRegistry(env: Pick<Env, 'registryFile' | 'webRoot' | 'nodeEnv'>): RuntimeRegistry {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name): [RemoteName, RemoteRelease] => [
      name,
      { entry: `/remotes/${name}/mf-manifest.json`, version: packageVersion(env.webRoot, name), channel: 'stable' },
    ]),
  ) as Record<RemoteName, RemoteRelease>;
  let environment: string = env.nodeEnv;

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
    for (const [name, override] of Object.entries(file.remotes ?? {}) as [RemoteName, (typeof file.remotes & {})[RemoteName]][]) {
      if (!override) continue;
      remotes[name] = {
        entry: override.entry,
        version: override.version ?? remotes[name].version,
        channel: override.channel ?? 'stable',
      };
    }
  }

  return { contractVersion: CONTRACT_VERSION, apiOrigin: null, environment, remotes };
}

export function registryRoutes(registry: RuntimeRegistry) {
  const routes = new Hono<AppEnv>();
  routes.get('/', (c) => {
    // The shell must see a moved remote on its next start, so always revalidate.
    c.header('Cache-Control', 'no-cache');
    return c.json(registry);
  });
  return routes;
}
