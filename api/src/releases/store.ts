/**
 * The releases directory: RELEASES_DIR/<remote>/<release>/{release.json, mf-manifest.json,
 * remoteEntry.js, chunks}. A release folder never changes once published (served immutable),
 * and is never deleted by these commands, so any of them can be rolled back to.
 */
import {
  checkAreaDeclaration,
  RELEASE_ID_PATTERN,
  RELEASE_MESSAGES,
  ReleaseInfoStruct,
  REMOTE_NAMES,
  type ErrorCode,
  type ReleaseInfo,
  type RemoteName,
} from '@housesit/shared-contracts';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { validate } from 'superstruct';
import { missingExposes } from './contract.js';
import { foreignEntry } from './ownFiles.js';

export class ReleaseError extends Error {
  override name = 'ReleaseError';

  /** The coded reason the admin endpoint answers (a route refusal names its own). */
  constructor(
    message: string,
    readonly code: ErrorCode = 'release.refused',
  ) {
    super(message);
  }
}

export const RELEASE_INFO_FILE = 'release.json';
/** The area's declaration as its build emits it (copied into release.json by the release build). */
export const AREA_FILE = 'area.json';

/** Reads and checks a release folder (a build or a published one); throws ReleaseError. */
export function readReleaseFolder(folder: string): ReleaseInfo {
  const infoFile = join(folder, RELEASE_INFO_FILE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(infoFile, 'utf8'));
  } catch (error) {
    throw new ReleaseError(`${infoFile} could not be read: ${(error as Error).message}`);
  }
  const [problem, info] = validate(parsed, ReleaseInfoStruct);
  if (problem) throw new ReleaseError(`${infoFile}: ${problem.path.join('.') || 'the file'}: ${problem.message}`);
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    if (!existsSync(join(folder, file))) throw new ReleaseError(`${folder} has no ${file}: not a remote build`);
  }
  refuseForeignEntries(folder);
  const missing = missingExposes(info.remote, info.exposes);
  if (missing.length > 0) {
    throw new ReleaseError(`${info.remote} release ${info.release} does not expose ${missing.join(', ')}, which the route table needs`);
  }
  // The area's own screens (decision 016): every rule the shell relies on, with a coded reason.
  const [refusal] = checkAreaDeclaration(info.remote, info, info.exposes);
  if (refusal) throw new ReleaseError(`${info.remote} release ${info.release} refused (${refusal.code}): ${refusal.message}`, refusal.code);
  return info;
}

/** Throws ReleaseError naming the first entry of `folder` that is not one of its own plain files (ownFiles.ts). */
function refuseForeignEntries(folder: string): void {
  const foreign = foreignEntry(folder);
  if (foreign) throw new ReleaseError(`${folder}: ${foreign}. A release holds only its own files: copy them in, never link them.`);
}

export class ReleaseStore {
  private readonly infos = new Map<string, ReleaseInfo | null>();

  /** `kitVersion`: what the shell this API serves provides (kit.ts); null: not known, not checked. */
  constructor(
    readonly dir: string,
    readonly kitVersion: number | null = null,
  ) {}

  /** Throws ReleaseError (release.kit_incompatible) for a release built against a newer kit than the shell's. */
  checkKit(info: ReleaseInfo): void {
    const needs = info.kitVersion ?? 1;
    if (this.kitVersion !== null && needs > this.kitVersion) {
      throw new ReleaseError(RELEASE_MESSAGES.kitIncompatible(info.release, needs, this.kitVersion), 'release.kit_incompatible');
    }
  }

  folder(remote: RemoteName, release: string): string {
    if (!RELEASE_ID_PATTERN.test(release)) throw new ReleaseError(`'${release}' is not a release id`);
    return join(this.dir, remote, release);
  }

  /** A published release's info, or null when there is none (cached: releases never change). */
  info(remote: RemoteName, release: string): ReleaseInfo | null {
    const key = `${remote}/${release}`;
    const cached = this.infos.get(key);
    if (cached) return cached;
    let info: ReleaseInfo | null;
    try {
      info = readReleaseFolder(this.folder(remote, release));
    } catch {
      info = null;
    }
    // A missing release may be published later: cache only what was found.
    if (info) this.infos.set(key, info);
    return info;
  }

  /**
   * A published release, checked again with this version's rules (a folder copied in by hand, or
   * published before a rule existed, is refused here with its reason); throws ReleaseError.
   */
  read(remote: RemoteName, release: string): ReleaseInfo {
    const folder = this.folder(remote, release);
    if (!existsSync(folder)) throw new ReleaseError(RELEASE_MESSAGES.unknownRelease(remote, release));
    const info = readReleaseFolder(folder);
    this.infos.set(`${remote}/${release}`, info);
    return info;
  }

  /** Published releases of one remote, oldest build first. */
  list(remote: RemoteName): ReleaseInfo[] {
    const base = join(this.dir, remote);
    if (!existsSync(base)) return [];
    return readdirSync(base, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && RELEASE_ID_PATTERN.test(entry.name))
      .map((entry) => this.info(remote, entry.name))
      .filter((info): info is ReleaseInfo => info !== null)
      .sort((a, b) => a.builtAt.localeCompare(b.builtAt) || a.release.localeCompare(b.release));
  }

  /**
   * Copies a built release folder in: into a temporary folder first, then one rename, so the
   * API never serves half a release. Publishing the same release again is a no-op.
   */
  async publish(folder: string): Promise<{ info: ReleaseInfo; alreadyPublished: boolean }> {
    // The folder it names (`releases/latest` may be a link to one); what is in it must be its own.
    const source = existsSync(folder) ? realpathSync(folder) : folder;
    const info = readReleaseFolder(source);
    // A remote built against a newer kit would meet this shell's older kit with no check at run time.
    this.checkKit(info);
    const target = this.folder(info.remote, info.release);
    if (existsSync(target)) {
      const existing = readReleaseFolder(target);
      if (existing.buildId !== info.buildId) {
        throw new ReleaseError(`${info.remote} release ${info.release} is already published with other content; build again`);
      }
      return { info: existing, alreadyPublished: true };
    }
    await mkdir(join(this.dir, info.remote), { recursive: true });
    const temp = join(this.dir, info.remote, `.tmp-${info.release}-${process.pid}-${Date.now()}`);
    try {
      await cp(source, temp, { recursive: true });
      // Checked again as copied: a link swapped in meanwhile is never published.
      refuseForeignEntries(temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { recursive: true, force: true });
      throw error;
    }
    return { info, alreadyPublished: false };
  }
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
