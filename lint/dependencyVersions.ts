/**
 * One version per dependency across the workspaces: two areas that declare react, say, must
 * declare the same version, and get the same installed copy. A second version is a second copy in
 * the browser (module federation shares one at run time and would warn or load both) and a second
 * set of bugs to know about; the check makes an upgrade touch every workspace at once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const;

interface PackageJson {
  name?: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

interface LockFile {
  packages: Record<string, { version?: string; link?: boolean }>;
}

export interface VersionConflict {
  dependency: string;
  /** What each workspace declares ('.' is the root) or resolves to, when more than one. */
  versions: Record<string, string>;
  kind: 'declared' | 'installed';
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Declared specifiers and installed versions that differ between workspaces of the repository at `root`. */
export function findVersionConflicts(root: string): VersionConflict[] {
  const rootPackage = readJson<PackageJson>(join(root, 'package.json'));
  const workspaces = ['.', ...(rootPackage.workspaces ?? [])];
  const lock = readJson<LockFile>(join(root, 'package-lock.json'));
  const declared = new Map<string, Record<string, string>>();
  for (const workspace of workspaces) {
    const manifest = readJson<PackageJson>(join(root, workspace, 'package.json'));
    for (const field of DEPENDENCY_FIELDS) {
      for (const [name, specifier] of Object.entries(manifest[field] ?? {})) {
        const byWorkspace = declared.get(name) ?? {};
        byWorkspace[workspace] = specifier;
        declared.set(name, byWorkspace);
      }
    }
  }
  const conflicts: VersionConflict[] = [];
  for (const [dependency, byWorkspace] of declared) {
    if (new Set(Object.values(byWorkspace)).size > 1) conflicts.push({ dependency, versions: byWorkspace, kind: 'declared' });
    const installed: Record<string, string> = {};
    for (const workspace of Object.keys(byWorkspace)) {
      const version = installedVersion(lock, workspace, dependency);
      if (version) installed[workspace] = version;
    }
    if (new Set(Object.values(installed)).size > 1) conflicts.push({ dependency, versions: installed, kind: 'installed' });
  }
  return conflicts;
}

/** The version node's resolution gives `workspace`: its own node_modules first, then the root's. */
function installedVersion(lock: LockFile, workspace: string, dependency: string): string | undefined {
  const own = workspace === '.' ? undefined : lock.packages[`${workspace}/node_modules/${dependency}`];
  const entry = own ?? lock.packages[`node_modules/${dependency}`];
  return entry?.link ? 'workspace' : entry?.version;
}
