/**
 * Releases of one remote, the runtime registry's channels and the client error reports
 * (docs/decisions/007-releases.md). The API validates with these structs; the release command,
 * the shell and the e2e tests use the same names and the same rollout bucket.
 */
import {
  array,
  boolean,
  define,
  enums,
  integer,
  literal,
  max,
  min,
  nullable,
  object,
  optional,
  pattern,
  record,
  size,
  string,
  union,
  type Infer,
} from 'superstruct';
import { REMOTE_NAMES, type ReleaseChannel, type RemoteName } from '../federation.js';
import type { AreaNavEntry, AreaScreen } from '../areaRoutes.js';

/*
 * Lists only here: what each entry may say is checked by checkAreaDeclaration, which answers a
 * coded reason per entry (a struct error would only say "expected an object").
 */
const AreaScreensStruct = define<AreaScreen[]>('AreaScreens', (value) => Array.isArray(value));
const AreaNavStruct = define<AreaNavEntry[]>('AreaNav', (value) => Array.isArray(value));

/** An area's declared first requests: per screen path, the URLs its hooks ask for first. */
export const AreaFirstRequestsStruct = record(string(), array(string()));

/** `<package version>-<build id>`: one URL path segment, no '..', no slash. */
export const RELEASE_ID_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;

export const ReleaseIdStruct = pattern(string(), RELEASE_ID_PATTERN);

/** release.json, written next to mf-manifest.json in every release folder. */
export const ReleaseInfoStruct = object({
  remote: enums(REMOTE_NAMES),
  release: ReleaseIdStruct,
  /** The remote's package.json version. */
  version: string(),
  buildId: string(),
  contractVersion: integer(),
  /** The shell kit's contract version the remote was built against (KIT_VERSION); absent: 1, before kits had one. */
  kitVersion: optional(integer()),
  builtAt: string(),
  /** Exposed module names as the manifest lists them ('./Dashboard'). */
  exposes: array(string()),
  /** The screens the area declares (area.json; contract 4+). Absent: the built-in table. */
  routes: optional(AreaScreensStruct),
  nav: optional(AreaNavStruct),
  /** Per screen path, the API GETs it makes first (area.json `firstRequests`; RemoteRelease.firstRequests). */
  firstRequests: optional(AreaFirstRequestsStruct),
});
export type ReleaseInfo = Infer<typeof ReleaseInfoStruct>;

/** One remote's channels in one environment (the registry state file). */
export const RemoteChannelsStruct = object({
  /** null: the build's own dist under /remotes/<remote>/. */
  stable: nullable(ReleaseIdStruct),
  staging: nullable(ReleaseIdStruct),
  /** Share of visitors put on staging without opting in, 0–100. */
  stagingPercent: min(max(integer(), 100), 0),
  /** Earlier stable releases, newest last: what rollback returns to. */
  previous: array(nullable(ReleaseIdStruct)),
});
export type RemoteChannels = Infer<typeof RemoteChannelsStruct>;

export const EMPTY_CHANNELS: RemoteChannels = { stable: null, staging: null, stagingPercent: 0, previous: [] };

/** POST /api/registry/remotes/:remote (admin). */
export const RegistryActionStruct = union([
  object({ action: literal('promote'), release: ReleaseIdStruct }),
  object({ action: literal('rollback') }),
  object({ action: literal('set-staging'), release: ReleaseIdStruct, percent: optional(min(max(integer(), 100), 0)) }),
  object({
    action: literal('clear-staging'),
    /** Only while this release is the staging one (the automatic unstage must not take back a newer one). */
    release: optional(ReleaseIdStruct),
    /** Why, kept in the history (the automatic unstage writes the rates it saw). */
    reason: optional(size(string(), 1, 500)),
  }),
]);
export type RegistryAction = Infer<typeof RegistryActionStruct>;

export interface RemoteReleasesView extends RemoteChannels {
  /** Published releases, oldest first. */
  releases: ReleaseInfo[];
}

/** GET /api/registry/releases (admin). */
export interface RegistryAdminView {
  environment: string;
  remotes: Record<RemoteName, RemoteReleasesView>;
}

/** POST /api/registry/client-errors: a remote that failed in someone's browser. */
export const ClientErrorReportStruct = object({
  remote: enums(REMOTE_NAMES),
  module: size(string(), 1, 100),
  release: optional(nullable(size(string(), 0, 100))),
  message: size(string(), 0, 2000),
  page: size(string(), 0, 500),
  /** true when the shell refused the remote (incompatible contract) instead of failing to load it. */
  refused: optional(boolean()),
  /** The channel the release was loaded from; absent (an older shell): the server's current channels decide. */
  channel: optional(enums(['stable', 'staging'] as const)),
});
export type ClientErrorReport = Infer<typeof ClientErrorReportStruct>;

/** `?channel.mf_admin=staging` opts in, `?channel.mf_admin=stable` opts out. */
export const CHANNEL_PARAM_PREFIX = 'channel.';
export const channelParam = (remote: RemoteName) => `${CHANNEL_PARAM_PREFIX}${remote}`;

/** The anonymous visitor id cookie the percentage rollout hashes when nobody is signed in. */
export const ROLLOUT_COOKIE = 'hs_rollout';

/**
 * The staging opt-ins the shell keeps in localStorage, mirrored into a cookie so the server's
 * HTML of a public page (decision 020) follows them too: `mf_public:staging|mf_admin:staging`.
 * Written by the shell (Path=/, SameSite=Lax) whenever they change; read by the API, where the
 * request's `?channel.<remote>=` wins.
 */
export const CHANNEL_COOKIE = 'hs_channels';
/** Half a year: about as long as a tester keeps an opt-in; the shell rewrites it on every change. */
export const CHANNEL_COOKIE_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

/** The cookie's value for these opt-ins ('' when there are none: the shell then deletes it). */
export function formatChannelCookie(optIns: Partial<Record<RemoteName, ReleaseChannel>>): string {
  return REMOTE_NAMES.filter((name) => optIns[name] !== undefined)
    .map((name) => `${name}:${optIns[name]}`)
    .join('|');
}

/**
 * The opt-ins in a cookie value: only `<known remote>:staging|stable` parts count, any other part
 * (a remote this version does not know, a made-up channel, stray text) is ignored.
 */
export function parseChannelCookie(value: string | undefined | null): Partial<Record<RemoteName, ReleaseChannel>> {
  const optIns: Partial<Record<RemoteName, ReleaseChannel>> = {};
  // Four remotes at most: anything much longer is not ours.
  if (!value || value.length > 200) return optIns;
  for (const part of value.split('|')) {
    const [name, channel, extra] = part.split(':');
    if (
      extra === undefined &&
      (REMOTE_NAMES as readonly string[]).includes(name ?? '') &&
      (channel === 'staging' || channel === 'stable')
    ) {
      optIns[name as RemoteName] = channel;
    }
  }
  return optIns;
}

/**
 * A visitor's bucket (0–99) for one remote: FNV-1a of `remote:key`. The same key always lands
 * in the same bucket; the remote is part of the hash so one visitor is not on every staging.
 */
export function rolloutBucket(key: string, remote: RemoteName): number {
  let hash = 0x811c9dc5;
  const text = `${remote}:${key}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export const RELEASE_MESSAGES = {
  unknownRelease: (remote: string, release: string) => `${remote} has no published release ${release}.`,
  incompatible: (release: string, version: number) =>
    `Release ${release} was built for contract ${version}, which this version of Housesit cannot run.`,
  nothingToRollBack: (remote: string) => `${remote} has no earlier stable release to roll back to.`,
  noStaging: (remote: string) => `${remote} has no staging release.`,
  unknownReport: (remote: string, release: string | null) =>
    release === null ? `${remote} is on a published release: report its release id.` : `${remote} has no published release ${release}.`,
  notStaging: (remote: string, release: string) => `${release} is no longer ${remote}'s staging release.`,
  kitIncompatible: (release: string, needs: number, provides: number) =>
    `Release ${release} needs kit version ${needs}; the current shell provides kit version ${provides}. Deploy the newer shell first.`,
  autoUnstaged: (release: string, stagingRate: number, stableRate: number, loads: number, points: number) =>
    `Automatically unstaged: ${formatRate(stagingRate)} of ${loads} page loads of ${release} failed, against ${formatRate(stableRate)} on stable (more than ${points} percentage points worse).`,
} as const;

/** 0.0625 → '6.3 %'. */
export function formatRate(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toFixed(1)} %`;
}

/** POST /api/registry/page-loads: the areas a page showed, batched once per page load (decision 007 'Release health'). */
export const PageLoadReportStruct = object({
  loads: size(
    array(object({ remote: enums(REMOTE_NAMES), release: nullable(ReleaseIdStruct), channel: enums(['stable', 'staging'] as const) })),
    1,
    REMOTE_NAMES.length,
  ),
});
export type PageLoadReport = Infer<typeof PageLoadReportStruct>;

/** One release's counts on one channel: its page loads are `loads + failures`, its failure rate failures over them. */
export interface ReleaseHealth {
  remote: RemoteName;
  /** null: the build's own dist. */
  release: string | null;
  channel: ReleaseChannel;
  /** Page loads that showed the area's screen. */
  loads: number;
  /** Page loads where it failed to load or threw at render. */
  failures: number;
  /** When the rule took it back, and why (null while it was not). */
  unstagedAt: string | null;
  unstageReason: string | null;
}

/** GET /api/registry/health (admin). */
export interface ReleaseHealthView {
  environment: string;
  /** The automatic unstage rule in force. */
  rule: { thresholdPoints: number; minLoads: number };
  releases: ReleaseHealth[];
}
