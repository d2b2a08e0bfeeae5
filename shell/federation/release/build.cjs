// @ts-check
/**
 * Builds one area into a release folder: <area>/releases/<version>-<build id>/ with the webpack
 * output (mf-manifest.json, remoteEntry.js, chunks, area.json, kit.json) and release.json. The
 * area's `dist/` is not touched, so `npm start` keeps serving what it built. The build id is 10
 * hex digits of a SHA-256 over the output unless given (a CI run number): the same code gives the
 * same release. The server checks what it receives (contract, kit version, the area's screens);
 * this only assembles it.
 */
const { spawn } = require('node:child_process');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const RELEASE_INFO_FILE = 'release.json';
const AREA_FILE = 'area.json';
const KIT_FILE = 'kit.json';

class ReleaseBuildError extends Error {
  name = 'ReleaseBuildError';
}

/**
 * @param {{ areaDir: string; buildId?: string; stdio?: 'inherit' | 'ignore' }} options
 * @returns {Promise<{ folder: string; info: Record<string, unknown> & { remote: string; release: string } }>}
 */
async function buildRelease(options) {
  const areaDir = path.resolve(options.areaDir);
  const pkg = JSON.parse(fs.readFileSync(path.join(areaDir, 'package.json'), 'utf8'));
  if (typeof pkg.version !== 'string') throw new ReleaseBuildError(`${areaDir}/package.json has no version`);
  const contracts = await contractsOf(areaDir);
  const releasesDir = path.join(areaDir, 'releases');
  const temp = path.join(releasesDir, `.build-${process.pid}-${Date.now()}`);
  fs.mkdirSync(releasesDir, { recursive: true });
  try {
    await runWebpack(areaDir, temp, options.stdio ?? 'inherit');
    const manifest = JSON.parse(fs.readFileSync(path.join(temp, 'mf-manifest.json'), 'utf8'));
    const remote = manifest.name;
    if (typeof remote !== 'string' || !contracts.REMOTE_NAMES.includes(remote)) {
      throw new ReleaseBuildError(`${areaDir} built a remote named '${String(remote)}', not one of ${contracts.REMOTE_NAMES.join(', ')}`);
    }
    const buildId = options.buildId ?? hashFolder(temp);
    const info = {
      remote,
      release: `${pkg.version}-${buildId}`,
      version: pkg.version,
      buildId,
      contractVersion: contracts.CONTRACT_VERSION,
      ...kitOf(temp),
      builtAt: new Date().toISOString(),
      exposes: manifestExposes(manifest),
      ...declarationOf(temp),
    };
    fs.writeFileSync(path.join(temp, RELEASE_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    const folder = path.join(releasesDir, info.release);
    fs.rmSync(folder, { recursive: true, force: true });
    fs.renameSync(temp, folder);
    return { folder, info };
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/**
 * @param {string} areaDir
 * @param {string} outputPath
 * @param {'inherit' | 'ignore'} stdio
 * @returns {Promise<void>}
 */
function runWebpack(areaDir, outputPath, stdio) {
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [areaDir] });
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [cli, '--mode', 'production', '--output-path', outputPath], { cwd: areaDir, stdio });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new ReleaseBuildError(`webpack failed in ${areaDir} (exit ${code})`))));
  });
}

/**
 * The contract version the area was built against (its own shared-contracts), and the remote
 * names this tooling knows (the shell's shared-contracts: an area built against an older contract
 * may predate the list).
 * @param {string} areaDir
 * @returns {Promise<{ CONTRACT_VERSION: number; REMOTE_NAMES: string[] }>}
 */
async function contractsOf(areaDir) {
  const own = await import(pathToFileURL(require.resolve('@housesit/shared-contracts', { paths: [areaDir] })).href);
  const current = await import(pathToFileURL(require.resolve('@housesit/shared-contracts', { paths: [__dirname] })).href);
  if (typeof own.CONTRACT_VERSION !== 'number') throw new ReleaseBuildError(`${areaDir}'s shared-contracts exports no CONTRACT_VERSION`);
  return { CONTRACT_VERSION: own.CONTRACT_VERSION, REMOTE_NAMES: current.REMOTE_NAMES };
}

/**
 * The area's area.json as the build emitted it (decision 016); none: a release of the built-in table.
 * @param {string} output
 */
function declarationOf(output) {
  const file = path.join(output, AREA_FILE);
  if (!fs.existsSync(file)) return {};
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  // Its screens' first requests travel with the release too (the page server reads them from it).
  return { routes: parsed.routes ?? [], nav: parsed.nav ?? [], ...(parsed.firstRequests ? { firstRequests: parsed.firstRequests } : {}) };
}

/**
 * The kit version the build recorded (kit.json); none: built before kits had one.
 * @param {string} output
 */
function kitOf(output) {
  const file = path.join(output, KIT_FILE);
  if (!fs.existsSync(file)) return {};
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  return typeof parsed.kitVersion === 'number' ? { kitVersion: parsed.kitVersion } : {};
}

/**
 * The exposed module names in an mf-manifest.json ('./Dashboard').
 * @param {{ exposes?: unknown }} manifest
 * @returns {string[]}
 */
function manifestExposes(manifest) {
  if (!Array.isArray(manifest.exposes)) return [];
  return manifest.exposes.flatMap((/** @type {{ path?: unknown; name?: unknown }} */ item) => {
    const name = item.path ?? item.name;
    return typeof name === 'string' ? [name.startsWith('./') ? name : `./${name}`] : [];
  });
}

/**
 * 10 hex digits of a SHA-256 over every output file's path and content.
 * @param {string} folder
 */
function hashFolder(folder) {
  const hash = createHash('sha256');
  for (const file of releaseFiles(folder)) {
    if (file !== RELEASE_INFO_FILE)
      hash
        .update(file)
        .update('\0')
        .update(fs.readFileSync(path.join(folder, file)))
        .update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * Every file of a release folder, as paths inside it with '/' (sorted: the hash and the upload agree).
 * @param {string} folder
 * @returns {string[]}
 */
function releaseFiles(folder) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(path.relative(folder, full).split(path.sep).join('/'));
    }
  };
  walk(folder);
  return files;
}

module.exports = { buildRelease, hashFolder, releaseFiles, ReleaseBuildError, RELEASE_INFO_FILE };
