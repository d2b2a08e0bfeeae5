import type { RefusedRemote, RemoteToRegister } from '../registry';
import type { RemoteLoader } from './remoteLoader';

/** The parts of @module-federation/enhanced/runtime the loader uses (fakes in tests). */
export interface FederationRuntime {
  loadRemote(id: string): Promise<unknown>;
  registerRemotes(remotes: RemoteToRegister[], options?: { force?: boolean }): void;
  /** Whether the remote's entry has been loaded (the runtime's moduleCache has it). */
  isEntryLoaded(name: string): boolean;
}

/**
 * `loadRemote` plus what a real Retry needs. The runtime keeps a failed manifest load cached
 * when the server answered something that is not a manifest (a JSON 404/502 page), so retrying
 * would fail forever. Before loading again from a remote whose entry never loaded, it is
 * re-registered with `force: true`, which drops that cache. A remote whose entry did load is
 * left alone: webpack itself retries a chunk that failed. A remote refused for its contract
 * version is never loaded: its modules fail with the reason, so its area shows the fallback.
 */
export function createFederationLoader(
  runtime: FederationRuntime,
  remotes: RemoteToRegister[],
  refused: RefusedRemote[] = [],
): RemoteLoader {
  const entries = new Map(remotes.map((remote) => [remote.name as string, remote.entry]));
  const refusals = new Map(refused.map((remote) => [remote.name as string, remote.reason]));
  const failed = new Set<string>();

  return async (id) => {
    const name = id.split('/')[0] ?? id;
    const refusal = refusals.get(name);
    if (refusal) throw new RemoteRefusedError(refusal);
    const entry = entries.get(name);
    if (failed.has(name) && entry && !runtime.isEntryLoaded(name)) {
      runtime.registerRemotes([{ name, entry } as RemoteToRegister], { force: true });
    }
    try {
      const loaded = await runtime.loadRemote(id);
      if (loaded === null || loaded === undefined) throw new Error(`${id} could not be loaded`);
      failed.delete(name);
      return loaded;
    } catch (error) {
      failed.add(name);
      throw error;
    }
  };
}

/** A remote the shell will not load (incompatible contract); reported as refused, not failed. */
export class RemoteRefusedError extends Error {
  override name = 'RemoteRefusedError';
}
