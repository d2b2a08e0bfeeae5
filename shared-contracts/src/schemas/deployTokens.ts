/**
 * Deploy tokens and the publish endpoint (docs/decisions/007-releases.md 'Shipping an area'): an
 * admin makes a named token for one area (or every area), sees its secret once, and the area's
 * release command sends it as `Authorization: Bearer <secret>` to publish a build over HTTP.
 * The API keeps only a hash of the secret.
 */
import { array, boolean, enums, integer, nullable, number, object, optional, refine, string, type Infer } from 'superstruct';
import { REMOTE_NAMES, type RemoteName } from '../federation.js';
import { ReleaseIdStruct, RemoteChannelsStruct } from './releases.js';

/** A token's name: what the admins' notice and the list show ('admin-ci'). */
export const DEPLOY_TOKEN_NAME_MAX = 60;

/** Every deploy token's secret starts with this, so a leaked one is recognisable in a log or a scan. */
export const DEPLOY_TOKEN_PREFIX = 'hsd_';

const TokenNameStruct = refine(string(), 'DeployTokenName', (value) => {
  const trimmed = value.trim();
  return (trimmed.length > 0 && trimmed.length <= DEPLOY_TOKEN_NAME_MAX && trimmed === value) || DEPLOY_TOKEN_MESSAGES.badName;
});

/** POST /api/registry/deploy-tokens: `remote` null lets the token publish every area. */
export const CreateDeployTokenStruct = object({
  name: TokenNameStruct,
  remote: nullable(enums(REMOTE_NAMES)),
});
export type CreateDeployToken = Infer<typeof CreateDeployTokenStruct>;

/** A token as the admins see it: never its secret, nor its hash. */
export const DeployTokenStruct = object({
  id: integer(),
  name: string(),
  remote: nullable(enums(REMOTE_NAMES)),
  createdAt: string(),
  lastUsedAt: nullable(string()),
  revokedAt: nullable(string()),
});
export type DeployToken = Infer<typeof DeployTokenStruct>;

export const DeployTokenListStruct = object({ tokens: array(DeployTokenStruct) });
export type DeployTokenList = Infer<typeof DeployTokenListStruct>;

/** The one answer that carries the secret: shown once, then only its hash is kept. */
export const CreatedDeployTokenStruct = object({ token: DeployTokenStruct, secret: string() });
export type CreatedDeployToken = Infer<typeof CreatedDeployTokenStruct>;

/** POST /api/releases/:remote's query: `stage=1` stages what was published, at `percent` (default 0: opt-in only). */
export const PublishReleaseQueryStruct = object({
  stage: optional(enums(['0', '1'] as const)),
  percent: optional(string()),
});

/** What the publish endpoint answers: the release, where it is served, and the area's channels after it. */
export const PublishedReleaseStruct = object({
  remote: enums(REMOTE_NAMES),
  release: ReleaseIdStruct,
  /** Publishing the same build again changes nothing. */
  alreadyPublished: boolean(),
  /** The release's manifest URL as browsers load it (this server's /releases, or the CDN's). */
  url: string(),
  staged: boolean(),
  environment: string(),
  channels: RemoteChannelsStruct,
  /** The release's size as uploaded, in bytes. */
  bytes: number(),
});
export type PublishedRelease = Infer<typeof PublishedReleaseStruct>;

/** A release upload's files: at most this many, and at most DEPLOY_UPLOAD_MAX_BYTES in all. */
export const DEPLOY_UPLOAD_MAX_FILES = 2000;
export const DEPLOY_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

const scope = (remote: RemoteName | null) => (remote === null ? 'every area' : remote);

export const DEPLOY_TOKEN_MESSAGES = {
  badName: `A token's name is 1 to ${DEPLOY_TOKEN_NAME_MAX} characters, without spaces around it.`,
  missing: 'Publishing needs a deploy token: send Authorization: Bearer <token>.',
  invalid: 'This deploy token is not known or was revoked.',
  wrongArea: (name: string, allowed: RemoteName | null, remote: RemoteName) =>
    `Deploy token '${name}' may publish ${scope(allowed)} only, not ${remote}.`,
  wrongRemote: (remote: RemoteName, built: string) => `This upload is a release of ${built}, not of ${remote}.`,
  badUpload: (reason: string) => `The upload is not a release folder: ${reason}.`,
  badPercent: 'percent must be a whole number from 0 to 100.',
} as const;
