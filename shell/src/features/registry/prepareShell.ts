import type { ShellBoot } from '../../../server/contract/shellBoot';
import type { RemoteToRegister, RegistryState } from './api/loadRegistry';
import { loadRegistry, parseRegistry, REGISTRY_TEXT } from './api/loadRegistry';
import { mirrorChannelCookie, type CookieJar } from './channelCookie';
import { readChannelOptIns, type ChannelOptIns, type KeyValueStorage } from './channels';
import { sameOptIns } from './shellBoot';

export interface PrepareShellDeps {
  fetch: typeof fetch;
  pageUrl: string;
  /** `registerRemotes` of @module-federation/enhanced/runtime (a fake in tests). */
  registerRemotes(remotes: RemoteToRegister[]): void;
  /** Where staging opt-ins are kept (localStorage); null keeps them for this page load only. */
  storage?: KeyValueStorage | null;
  /** Where the opt-ins are mirrored for the server's HTML (document.cookie); null: not mirrored. */
  cookies?: CookieJar | null;
  warn?(message: string): void;
  /** The registry answer the server wrote into the page (readShellBoot): used instead of asking, when it was given for these opt-ins. */
  boot?: Pick<ShellBoot, 'registry' | 'stagingOptIns'> | null;
}

export interface PreparedShell {
  registry: RegistryState;
  /** Base URL for createApiClient: the registry's API origin, or null for the page's origin. */
  apiBaseUrl: string | null;
}

/**
 * Everything the shell does before its first render: apply `?channel.<remote>=` opt-ins (kept in
 * storage, mirrored into a cookie for the server's HTML), read the runtime registry for this
 * visitor, register the four remotes by name with their manifest URLs (not those of an
 * incompatible contract), and pick the API origin. A registry that
 * cannot be read leaves the remotes unregistered (their areas show the fallback) and the API
 * on the page's own origin, so signing in still works.
 */
export async function prepareShell(deps: PrepareShellDeps): Promise<PreparedShell> {
  const warn = deps.warn ?? ((message: string) => console.warn(message));
  const optIns = readChannelOptIns(deps.pageUrl, deps.storage ?? null);
  mirrorChannelCookie(optIns, deps.cookies ?? null, new URL(deps.pageUrl).protocol === 'https:');
  const registry = registryFromBoot(deps, optIns) ?? (await loadRegistry(deps.fetch, deps.pageUrl, optIns));
  if (registry.status === 'failed') {
    warn(`[shell] ${registry.detail}`);
    return { registry, apiBaseUrl: null };
  }
  if (registry.missing.length > 0) warn(`[shell] the registry lists no entry for ${registry.missing.join(', ')}`);
  for (const refused of registry.refused ?? []) warn(`[shell] ${refused.reason}`);
  try {
    deps.registerRemotes(registry.remotes);
  } catch (error) {
    const detail = `registering remotes failed: ${error instanceof Error ? error.message : String(error)}`;
    warn(`[shell] ${detail}`);
    return { registry: { status: 'failed', message: REGISTRY_TEXT.failed, detail }, apiBaseUrl: registry.registry.apiOrigin };
  }
  return { registry, apiBaseUrl: registry.registry.apiOrigin };
}

/** The page's own registry answer, when the server gave one for these opt-ins and it reads as a registry. */
function registryFromBoot(deps: PrepareShellDeps, optIns: ChannelOptIns): RegistryState | null {
  if (!deps.boot || !sameOptIns(deps.boot, optIns)) return null;
  const parsed = parseRegistry(deps.boot.registry, deps.pageUrl);
  return typeof parsed === 'string' ? null : { ...parsed, optIns };
}
