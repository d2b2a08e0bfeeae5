import {
  CONTRACT_VERSION,
  REMOTE_NAMES,
  createApiClient,
  isCompatibleContract,
  type RemoteName,
  type RuntimeRegistry,
} from '@housesit/shared-contracts';
import { channelQuery, type ChannelOptIns } from '../channels';

/** What the shell knows after asking GET /api/registry. */
export type RegistryState =
  | {
      status: 'ready';
      registry: ReadRegistry;
      remotes: RemoteToRegister[];
      /** Remotes the registry does not list: their screens show the unavailable fallback. */
      missing: RemoteName[];
      /** Remotes built against a contract this shell cannot run: not registered, fallback shown. */
      refused?: RefusedRemote[];
      /** This browser's staging opt-ins (see channels.ts). */
      optIns?: ChannelOptIns;
      warning?: string;
    }
  | { status: 'failed'; message: string; detail: string };

export type ReadyRegistry = Extract<RegistryState, { status: 'ready' }>;

/**
 * GET /api/registry as the shell read it: a remote the registry does not list (see `missing`) has
 * no entry in `remotes`, which RuntimeRegistry's Record type would hide.
 */
export type ReadRegistry = Omit<RuntimeRegistry, 'remotes'> & { remotes: Partial<RuntimeRegistry['remotes']> };

export interface RefusedRemote {
  name: RemoteName;
  reason: string;
}

export interface RemoteToRegister {
  name: RemoteName;
  /** Absolute URL of the remote's mf-manifest.json. */
  entry: string;
}

export const REGISTRY_TEXT = {
  failed:
    'Housesit could not load its configuration, so some pages are unavailable right now. Signing in still works. Reload the page to try again.',
  outdated: 'A newer version of Housesit is available. Reload the page to get it.',
} as const;

/**
 * Reads the runtime registry from the origin that served the page (docs/product/DECISIONS.md: `{host}` is
 * set at deploy time, never baked into a bundle). Never throws: a failure becomes a state the
 * shell renders as a notice while sign-in keeps working on the page's own origin.
 */
export async function loadRegistry(fetchImpl: typeof fetch, pageUrl: string, optIns: ChannelOptIns = {}): Promise<RegistryState> {
  const api = createApiClient({ baseUrl: null, fetch: fetchImpl });
  let data: unknown;
  try {
    const result = await api.registry.get(channelQuery(optIns));
    if (!result.ok) return failed(`GET /api/registry answered ${result.status}`);
    data = result.data;
  } catch (error) {
    return failed(`GET /api/registry failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = parseRegistry(data, pageUrl);
  if (typeof parsed === 'string') return failed(`GET /api/registry answered an invalid registry: ${parsed}`);
  return { ...parsed, optIns };
}

function failed(detail: string): RegistryState {
  return { status: 'failed', message: REGISTRY_TEXT.failed, detail };
}

/** Checks the shape, sets aside remotes of an incompatible contract and turns every manifest URL into an absolute one; a string is the problem. */
export function parseRegistry(data: unknown, pageUrl: string): ReadyRegistry | string {
  if (!isObject(data)) return 'not an object';
  if (!isObject(data.remotes)) return 'no remotes';
  const apiOrigin = data.apiOrigin ?? null;
  if (apiOrigin !== null && (typeof apiOrigin !== 'string' || !isHttpUrl(apiOrigin))) return 'apiOrigin is not a URL';

  const remotes: RemoteToRegister[] = [];
  const missing: RemoteName[] = [];
  const refused: RefusedRemote[] = [];
  for (const name of REMOTE_NAMES) {
    const found = data.remotes[name];
    const release = isObject(found) ? found : {};
    const entry = typeof release.entry === 'string' ? absolute(release.entry, pageUrl) : null;
    const contract = release.contractVersion;
    if (entry && typeof contract === 'number' && !isCompatibleContract(contract)) {
      // Loading it could crash on props this shell does not pass: its area shows the fallback.
      refused.push({
        name,
        reason: `${name} ${String(release.version)} was built for contract ${contract}; this shell runs contract ${CONTRACT_VERSION}`,
      });
    } else if (entry) remotes.push({ name, entry });
    else missing.push(name);
  }
  if (remotes.length === 0 && refused.length === 0) return 'no usable remote entries';

  const registry = { ...data, apiOrigin: apiOrigin || null } as ReadRegistry;
  const outdated = typeof data.contractVersion === 'number' && data.contractVersion !== CONTRACT_VERSION;
  return { status: 'ready', registry, remotes, missing, refused, optIns: {}, ...(outdated ? { warning: REGISTRY_TEXT.outdated } : {}) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The runtime infers a remote's chunk base from its manifest URL, so make it absolute. */
function absolute(entry: string, pageUrl: string): string | null {
  try {
    const url = new URL(entry, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
