/**
 * Builds one remote into a release folder: <remote dir>/releases/<version>-<build id>/ with the
 * webpack output (mf-manifest.json, remoteEntry.js, chunks) and release.json. The remote's
 * normal `dist/` is not touched, so `npm start` keeps serving what it built. The build id is a
 * hash of the output unless given (a CI run number): the same code gives the same release.
 */
import { CONTRACT_VERSION, REMOTE_NAMES, type ReleaseInfo, type RemoteName } from '@housesit/shared-contracts';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { manifestExposes } from './contract.js';
import { KIT_FILE } from './kit.js';
import { AREA_FILE, readReleaseFolder, RELEASE_INFO_FILE, ReleaseError } from './store.js';

export interface BuildOptions {
  /** The remote's package folder (mf-admin/). */
  remoteDir: string;
  buildId?: string;
  /** Where webpack's output goes (inherit: the terminal). */
  stdio?: 'inherit' | 'ignore';
}

export async function buildRelease(options: BuildOptions): Promise<{ folder: string; info: ReleaseInfo }> {
  const remoteDir = resolve(options.remoteDir);
  const pkg = JSON.parse(readFileSync(join(remoteDir, 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof pkg.version !== 'string') throw new ReleaseError(`${remoteDir}/package.json has no version`);
  const releasesDir = join(remoteDir, 'releases');
  const temp = join(releasesDir, `.build-${process.pid}-${Date.now()}`);
  await mkdir(releasesDir, { recursive: true });
  try {
    await runWebpack(remoteDir, temp, options.stdio ?? 'inherit');
    const manifest = JSON.parse(readFileSync(join(temp, 'mf-manifest.json'), 'utf8')) as { name?: unknown };
    const remote = manifest.name;
    if (typeof remote !== 'string' || !(REMOTE_NAMES as readonly string[]).includes(remote)) {
      throw new ReleaseError(`${remoteDir} built a remote named '${String(remote)}', not one of ${REMOTE_NAMES.join(', ')}`);
    }
    const buildId = options.buildId ?? hashFolder(temp);
    const declaration = readDeclaration(temp);
    const info: ReleaseInfo = {
      remote: remote as RemoteName,
      release: `${pkg.version}-${buildId}`,
      version: pkg.version,
      buildId,
      contractVersion: await contractVersionOf(remoteDir),
      ...kitOf(temp),
      builtAt: new Date().toISOString(),
      exposes: manifestExposes(manifest),
      ...declaration,
    };
    await writeFile(join(temp, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    readReleaseFolder(temp); // the contract check: the modules the route table needs, the area's own screens
    const folder = join(releasesDir, info.release);
    await rm(folder, { recursive: true, force: true });
    await rename(temp, folder);
    return { folder, info };
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** The area's area.json as the build emitted it (decision 016); none: a release of the built-in table. */
function readDeclaration(output: string): Pick<ReleaseInfo, 'routes' | 'nav'> {
  const file = join(output, AREA_FILE);
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { routes?: unknown; nav?: unknown };
  return { routes: (parsed.routes ?? []) as ReleaseInfo['routes'], nav: (parsed.nav ?? []) as ReleaseInfo['nav'] };
}

/** The kit version the remote's build recorded (kit.json, kit.ts); none: built before kits had one. */
function kitOf(output: string): Pick<ReleaseInfo, 'kitVersion'> {
  const file = join(output, KIT_FILE);
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { kitVersion?: unknown };
  return typeof parsed.kitVersion === 'number' ? { kitVersion: parsed.kitVersion } : {};
}

function runWebpack(remoteDir: string, outputPath: string, stdio: 'inherit' | 'ignore'): Promise<void> {
  const cli = createRequire(join(remoteDir, 'package.json')).resolve('webpack-cli/bin/cli.js');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [cli, '--mode', 'production', '--output-path', outputPath], { cwd: remoteDir, stdio });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new ReleaseError(`webpack failed in ${remoteDir} (exit ${code})`))));
  });
}

/** The contract version of the shared-contracts the remote was built with (its own resolution). */
async function contractVersionOf(remoteDir: string): Promise<number> {
  try {
    const entry = createRequire(join(remoteDir, 'package.json')).resolve('@housesit/shared-contracts');
    const contracts = (await import(pathToFileURL(entry).href)) as { CONTRACT_VERSION?: unknown };
    if (typeof contracts.CONTRACT_VERSION === 'number') return contracts.CONTRACT_VERSION;
  } catch {
    // Not resolvable from the remote: it is built with this repository's contracts.
  }
  return CONTRACT_VERSION;
}

/** 10 hex digits of a SHA-256 over every output file's path and content. */
export function hashFolder(folder: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name !== RELEASE_INFO_FILE) hash.update(relative(folder, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  walk(folder);
  return hash.digest('hex').slice(0, 10);
}
