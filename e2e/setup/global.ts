/**
 * Once before the run:
 * - on PostgreSQL, one migrated template database that every worker's server clones
 *   (fixtures/server.ts), so no server migrates on its own; dropped after the run;
 * - the area releases the release specs publish into their worker's server (fixtures/releases.ts),
 *   built by webpack once instead of in each spec and worker; removed after the run.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { e2eEnv } from '../env';
import { buildPrebuiltReleases, PREBUILT_RELEASES_ENV } from '../fixtures/releases';
import { REPO } from '../fixtures/server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Side by side: the migrations wait on PostgreSQL, the release builds on webpack.
  const [template, releases] = await Promise.allSettled([templateDatabase(), prebuiltReleases()]);
  const teardown = async () => {
    if (releases.status === 'fulfilled') releases.value();
    if (template.status === 'fulfilled') await template.value();
  };
  const failed = [template, releases].find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  return teardown;
}

async function templateDatabase(): Promise<() => Promise<void>> {
  if (!e2eEnv.databaseUrl) return async () => {};
  const name = `housesit_e2e_tpl_${randomBytes(5).toString('hex')}`;
  const admin = postgres(e2eEnv.databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(e2eEnv.databaseUrl);
  url.pathname = `/${name}`;
  // The API's own migration command, as a deploy runs it; it closes its connections when done,
  // which CREATE DATABASE … TEMPLATE needs.
  await promisify(execFile)(process.execPath, [join(REPO, 'api', 'dist', 'scripts', 'migrate.js')], {
    env: { PATH: process.env.PATH, DATABASE_URL: url.toString(), NODE_ENV: 'test' },
  });
  // Handed to the workers: Playwright passes the runner's environment on.
  process.env.E2E_TEMPLATE_DATABASE = name;
  return async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  };
}

/** The specs that publish the prebuilt releases. */
const RELEASE_SPECS = ['area-routes.spec.ts', 'releases.spec.ts', 'releaseCanary.spec.ts'].map((file) => join(REPO, 'e2e', 'tests', file));

async function prebuiltReleases(): Promise<() => void> {
  if (!runMayPublishReleases()) return () => {};
  const root = mkdtempSync(join(tmpdir(), 'housesit-e2e-prebuilt-'));
  const started = performance.now();
  try {
    const seconds = await buildPrebuiltReleases(root);
    const total = Math.round((performance.now() - started) / 1000);
    // The cost of every run that includes the release specs: watched, not guessed.
    console.log(
      `[global setup] area releases built in ${total} s (${Object.entries(seconds)
        .map(([name, s]) => `${name} ${s} s`)
        .join(', ')})`,
    );
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  process.env[PREBUILT_RELEASES_ENV] = root;
  return () => rmSync(root, { recursive: true, force: true });
}

/**
 * Playwright gives global set-up no list of the run's tests, only the command line: the builds
 * (a minute or more of webpack) are skipped when the command names test files and none of them
 * is a release spec, so `playwright test tests/sitter.spec.ts` does not wait for them. Any other
 * selection (no file named, --grep, --last-failed, --only-changed, a test list) builds them;
 * E2E_RELEASE_BUILDS=1 always does, =0 never.
 */
function runMayPublishReleases(): boolean {
  if (process.env.E2E_RELEASE_BUILDS === '1') return true;
  if (process.env.E2E_RELEASE_BUILDS === '0') return false;
  const command = process.argv.indexOf('test');
  if (command < 0) return true; // not the command line (a test server, an editor's runner)
  const filters = fileFilters(process.argv.slice(command + 1));
  if (filters === null || filters.length === 0) return true;
  // As Playwright matches a file argument (`file[:line[:column]]`): a case-insensitive regular
  // expression searched in the file's absolute path, or `/re/flags`.
  return filters.some((filter) => {
    const file = filter.replace(/:\d+(:\d+)?$/, '');
    const literal = /^\/(.*)\/([gi]*)$/.exec(file);
    let pattern: RegExp;
    try {
      pattern = literal ? new RegExp(literal[1]!, literal[2]!.replace('g', '')) : new RegExp(file, 'i');
    } catch {
      return true;
    }
    return RELEASE_SPECS.some((spec) => pattern.test(spec));
  });
}

/**
 * Playwright 1.65's `test` options that take a value (`--workers 1`), and those that may
 * (`--only-changed [ref]`); `--project` takes every name that follows it.
 */
const VALUE_OPTIONS = new Set([
  '--add-reporter',
  '--browser',
  '-c',
  '--config',
  '--global-timeout',
  '-g',
  '--grep',
  '-G',
  '--grep-invert',
  '--last-failed-file',
  '--max-failures',
  '--output',
  '--repeat-each',
  '--reporter',
  '--retries',
  '--run-agents',
  '--shard',
  '--test-list',
  '--test-list-invert',
  '--timeout',
  '--trace',
  '--tsconfig',
  '--ui-host',
  '--ui-port',
  '--update-source-method',
  '-j',
  '--workers',
]);
const OPTIONAL_VALUE_OPTIONS = new Set(['--debug', '--only-changed', '--shuffle', '-u', '--update-snapshots']);
/** Selections global set-up cannot see through: they may pick a release spec. */
const OPAQUE_SELECTIONS = new Set(['--last-failed', '--only-changed', '--test-list', '--test-list-invert']);

/** The file arguments of `playwright test …args`; null when the selection cannot be read from them. */
function fileFilters(args: string[]): string[] | null {
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      files.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-')) {
      files.push(arg);
      continue;
    }
    const option = arg.split('=')[0]!;
    if (OPAQUE_SELECTIONS.has(option)) return null;
    if (arg.includes('=')) continue;
    if (option === '--project') {
      // Project names, as many as follow.
      while (args[i + 1] && !args[i + 1]!.startsWith('-')) i++;
    } else if (VALUE_OPTIONS.has(option)) i++;
    else if (OPTIONAL_VALUE_OPTIONS.has(option) && args[i + 1] && !args[i + 1]!.startsWith('-')) i++;
  }
  return files;
}
