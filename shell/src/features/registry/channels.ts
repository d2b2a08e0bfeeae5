import { CHANNEL_PARAM_PREFIX, REMOTE_NAMES, type ReleaseChannel, type RemoteName } from '@housesit/shared-contracts';

/** The remotes this browser opted into staging for, kept across reloads. */
export type ChannelOptIns = Partial<Record<RemoteName, 'staging'>>;

export const CHANNELS_STORAGE_KEY = 'housesit.channels';

/** The part of Storage this module uses (localStorage; a Map-backed fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Applies `?channel.<remote>=staging|stable` from the page URL to the stored opt-ins and answers
 * them: staging opts that remote in until `?channel.<remote>=stable` clears it. Unknown remotes
 * and values are ignored; storage that throws (private mode) only loses the persistence.
 */
export function readChannelOptIns(pageUrl: string, storage: KeyValueStorage | null): ChannelOptIns {
  const optIns: ChannelOptIns = stored(storage);
  const params = new URL(pageUrl).searchParams;
  let changed = false;
  for (const name of REMOTE_NAMES) {
    const value = params.get(`${CHANNEL_PARAM_PREFIX}${name}`) as ReleaseChannel | null;
    if (value === 'staging' && optIns[name] !== 'staging') {
      optIns[name] = 'staging';
      changed = true;
    } else if (value === 'stable' && optIns[name]) {
      delete optIns[name];
      changed = true;
    }
  }
  if (changed) {
    try {
      if (Object.keys(optIns).length === 0) storage?.removeItem(CHANNELS_STORAGE_KEY);
      else storage?.setItem(CHANNELS_STORAGE_KEY, JSON.stringify(optIns));
    } catch {
      // Storage refused: the opt-in still holds for this page load.
    }
  }
  return optIns;
}

function stored(storage: KeyValueStorage | null): ChannelOptIns {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CHANNELS_STORAGE_KEY) ?? '{}');
    const optIns: ChannelOptIns = {};
    if (typeof parsed === 'object' && parsed !== null) {
      for (const name of REMOTE_NAMES) {
        if ((parsed as Record<string, unknown>)[name] === 'staging') optIns[name] = 'staging';
      }
    }
    return optIns;
  } catch {
    return {};
  }
}

/** The query GET /api/registry takes: { 'channel.mf_admin': 'staging' }. */
export function channelQuery(optIns: ChannelOptIns): Record<string, string> {
  return Object.fromEntries(Object.keys(optIns).map((name) => [`${CHANNEL_PARAM_PREFIX}${name}`, 'staging']));
}

/** window.localStorage, or null where reading it throws (storage disabled). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
