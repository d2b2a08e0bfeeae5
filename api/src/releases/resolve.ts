/**
 * Which release of each remote one visitor gets: staging when they opted in
 * (`?channel.<remote>=staging`, kept by the shell) or when their rollout bucket falls inside the
 * remote's staging percentage; stable otherwise. Only remotes with a staging release change.
 */
import {
  channelParam,
  REMOTE_NAMES,
  rolloutBucket,
  type ReleaseChannel,
  type RemoteName,
  type RemoteRelease,
  type RuntimeRegistry,
} from '@housesit/shared-contracts';
import type { ChannelState } from './channels.js';
import type { ReleaseStore } from './store.js';

export interface Visitor {
  /** The visitor's explicit choice per remote. */
  optIns: Partial<Record<RemoteName, ReleaseChannel>>;
  /** What the percentage rollout hashes: the user id when signed in, else the anonymous cookie. */
  rolloutKey: string | null;
}

export function resolveRegistry(
  base: RuntimeRegistry,
  state: ChannelState,
  store: ReleaseStore,
  visitor: Visitor,
  releasesUrl: string,
): RuntimeRegistry {
  const remotes = { ...base.remotes };
  for (const name of REMOTE_NAMES) {
    const channels = state[name];
    const optIn = visitor.optIns[name];
    const inRollout = visitor.rolloutKey !== null && rolloutBucket(visitor.rolloutKey, name) < channels.stagingPercent;
    if (channels.staging && (optIn === 'staging' || (optIn !== 'stable' && inRollout))) {
      remotes[name] = published(name, channels.staging, 'staging', store, releasesUrl, optIn === 'staging' ? 'opt-in' : 'rollout');
    } else if (channels.stable) {
      remotes[name] = published(name, channels.stable, 'stable', store, releasesUrl);
    }
  }
  return { ...base, remotes };
}

function published(
  name: RemoteName,
  release: string,
  channel: ReleaseChannel,
  store: ReleaseStore,
  releasesUrl: string,
  via?: RemoteRelease['via'],
): RemoteRelease {
  // A release missing from the disk still gets its URL: the shell then shows that one area's
  // fallback (and reports it), which is what an operator must see, not a silent old version.
  const info = store.info(name, release);
  return {
    entry: `${releasesUrl.replace(/\/$/, '')}/${name}/${release}/mf-manifest.json`,
    version: info?.version ?? release,
    channel,
    release,
    ...(info ? { contractVersion: info.contractVersion } : {}),
    // The release's own screens (contract 4+); without them the shell uses its built-in table.
    ...(info?.routes ? { routes: info.routes } : {}),
    ...(info?.nav ? { nav: info.nav } : {}),
    ...(info?.firstRequests ? { firstRequests: info.firstRequests } : {}),
    ...(via ? { via } : {}),
  };
}

/** Reads `channel.<remote>=staging|stable` query parameters. */
export function optInsFrom(query: Record<string, string>): Visitor['optIns'] {
  const optIns: Visitor['optIns'] = {};
  for (const name of REMOTE_NAMES) {
    const value = query[channelParam(name)];
    if (value === 'staging' || value === 'stable') optIns[name] = value;
  }
  return optIns;
}
