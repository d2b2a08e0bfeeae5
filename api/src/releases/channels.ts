/**
 * The registry's channels: per environment and remote, `{ stable, staging, stagingPercent,
 * previous }`. The operator changes them with the release command or the admin endpoint, never
 * by rebuilding anything; the next page load sees the change. Two stores, one interface:
 * - `ChannelTable` (channelTable.ts): PostgreSQL, whenever the API runs on a server database, so
 *   every instance answers the same at once, with a history of changes (decision 007);
 * - `ChannelFile` (below): RELEASES_DIR/registry.<environment>.json for the embedded database,
 *   whose one process owns PGlite (the release command could not open it beside the server).
 */
import {
  EMPTY_CHANNELS,
  isCompatibleContract,
  RELEASE_MESSAGES,
  REMOTE_NAMES,
  RemoteChannelsStruct,
  type RegistryAction,
  type RemoteChannels,
  type RemoteName,
} from '@housesit/shared-contracts';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { object, optional, record, enums, validate } from 'superstruct';
import { ReleaseError, type ReleaseStore } from './store.js';

export type ChannelState = Record<RemoteName, RemoteChannels>;

const ChannelFileStruct = object({ remotes: optional(record(enums(REMOTE_NAMES), RemoteChannelsStruct)) });

/** How many earlier stable releases rollback remembers per remote. */
const HISTORY = 20;

export function emptyState(): ChannelState {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, { ...EMPTY_CHANNELS, previous: [] }])) as unknown as ChannelState;
}

export interface ChannelStore {
  /** Where the channels live, for messages. */
  readonly location: string;
  read(): Promise<ChannelState>;
  /**
   * Applies one operator action and saves it; throws ReleaseError when it is not possible.
   * `changedBy` is the admin who asked through the endpoint (null for the release command).
   */
  change(remote: RemoteName, action: RegistryAction, store: ReleaseStore, changedBy?: number | null): Promise<ChannelState>;
}

/**
 * The embedded database's channel file. The API re-reads it when it changed. Writes go to a
 * temporary file and are renamed over the old one: a reader never sees half a file.
 */
export class ChannelFile implements ChannelStore {
  readonly path: string;
  private cache: { key: string; state: ChannelState } | null = null;

  constructor(releasesDir: string, environment: string) {
    this.path = channelFilePath(releasesDir, environment);
  }

  get location(): string {
    return this.path;
  }

  read(): Promise<ChannelState> {
    return Promise.resolve(this.readNow());
  }

  /** The current channels; an absent file means every remote on its build's dist. */
  readNow(): ChannelState {
    if (!existsSync(this.path)) return emptyState();
    const stat = statSync(this.path);
    // A rename gives a new inode, so a write within the same millisecond is still noticed.
    const key = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (this.cache?.key === key) return this.cache.state;
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(this.path, 'utf8'));
    } catch (error) {
      throw new ReleaseError(`${this.path} could not be read as JSON: ${(error as Error).message}`);
    }
    const [problem, file] = validate(parsed, ChannelFileStruct);
    if (problem) throw new ReleaseError(`${this.path}: ${problem.path.join('.') || 'the file'}: ${problem.message}`);
    const state = { ...emptyState(), ...file.remotes };
    this.cache = { key, state };
    return state;
  }

  write(state: ChannelState): void {
    mkdirSync(join(this.path, '..'), { recursive: true });
    const temp = `${this.path}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temp, `${JSON.stringify({ remotes: state }, null, 2)}\n`);
    renameSync(temp, this.path);
  }

  // async so that a refused action rejects the promise, as the database store's does, instead of throwing at the call.
  async change(remote: RemoteName, action: RegistryAction, store: ReleaseStore): Promise<ChannelState> {
    const state = this.readNow();
    const next = { ...state, [remote]: applyAction(state[remote], remote, action, store) };
    this.write(next);
    return next;
  }
}

export function channelFilePath(releasesDir: string, environment: string): string {
  return join(releasesDir, `registry.${environment.replace(/[^A-Za-z0-9_-]/g, '_')}.json`);
}

/** The channel change itself (pure apart from checking that the release is published). */
export function applyAction(current: RemoteChannels, remote: RemoteName, action: RegistryAction, store: ReleaseStore): RemoteChannels {
  switch (action.action) {
    case 'promote': {
      // Checked again, not only at publish: the rules may be newer than the release's folder.
      const info = store.read(remote, action.release);
      store.checkKit(info);
      // Stable is what everybody loads: never a release this shell would refuse.
      if (!isCompatibleContract(info.contractVersion)) {
        throw new ReleaseError(RELEASE_MESSAGES.incompatible(info.release, info.contractVersion));
      }
      if (current.stable === action.release) return { ...current, staging: current.staging === action.release ? null : current.staging };
      return {
        stable: action.release,
        // Promoting the staging release ends its rollout.
        staging: current.staging === action.release ? null : current.staging,
        stagingPercent: current.staging === action.release ? 0 : current.stagingPercent,
        previous: [...current.previous, current.stable].slice(-HISTORY),
      };
    }
    case 'rollback': {
      if (current.previous.length === 0) throw new ReleaseError(RELEASE_MESSAGES.nothingToRollBack(remote));
      const previous = current.previous.slice(0, -1);
      const stable = current.previous[current.previous.length - 1] ?? null;
      return { ...current, stable, previous };
    }
    case 'set-staging': {
      // Staging reaches real people too: the same checks as promote.
      store.checkKit(store.read(remote, action.release));
      return { ...current, staging: action.release, stagingPercent: action.percent ?? 0 };
    }
    case 'clear-staging':
      if (action.release !== undefined && current.staging !== action.release) {
        throw new ReleaseError(RELEASE_MESSAGES.notStaging(remote, action.release), 'release.not_staging');
      }
      return { ...current, staging: null, stagingPercent: 0 };
  }
}
