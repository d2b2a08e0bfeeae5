/**
 * Releases of one remote and the registry's channels, from a terminal (docs/decisions/007):
 *
 *   npm run releases -w @housesit/api -- stage mf_admin 1.0.0-3fa9c2d1e0 [--percent 10]
 *   npm run releases -w @housesit/api -- unstage mf_admin
 *   npm run releases -w @housesit/api -- promote mf_admin 1.0.0-3fa9c2d1e0
 *   npm run releases -w @housesit/api -- rollback mf_admin
 *   npm run releases -w @housesit/api -- list [mf_admin]
 *
 * Publishing is not here: an area's own release command (`npm run release` in its package, the
 * shell's federation tooling) checks, builds and sends a release over HTTP with a deploy token,
 * and the server stores it in RELEASES_DIR; this command never writes release files. Channels
 * are per environment (--environment, default REGISTRY_FILE's environment, else production) and live in the database when DATABASE_URL is set (every instance sees them),
 * else in RELEASES_DIR's channel file (embedded database, one process). The running API sees a
 * change on the next page load; nothing is rebuilt or restarted.
 */
import { REMOTE_NAMES, type RegistryAction, type RemoteName } from '@housesit/shared-contracts';
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../env.js';
import { openDatabase, type Database } from '../db/open.js';
import { changeChannels, healthOf } from '../releases/health.js';
import { ChannelTable } from '../releases/channelTable.js';
import { ChannelFile, type ChannelStore } from '../releases/channels.js';
import { isRemoteName, ReleaseError, ReleaseStore } from '../releases/store.js';
import { loadRegistryConfig, RegistryFileError } from '../routes/registry.js';

const USAGE = `Usage:
  releases stage <remote> <release> [--percent <0-100>]
  releases unstage <remote>
  releases promote <remote> <release>
  releases rollback <remote>
  releases list [<remote>]
Options: --environment <name>   (remote: ${REMOTE_NAMES.join(', ')})`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      environment: { type: 'string' },
      percent: { type: 'string' },
    },
  });
  const [command, first, second] = positionals;
  const env = loadEnv();

  if (command === 'build' || command === 'publish') {
    return usage(`'releases ${command}' is gone: run 'npm run release -- --server <url> --token <deploy token>' in the area's package.`);
  }

  const config = loadRegistryConfig(env);
  const environment = values.environment ?? (env.registryFile ? config.registry.environment : 'production');
  const store = new ReleaseStore(env.releasesDir, config.kitVersion);
  const database = env.databaseUrl ? await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir }) : null;
  try {
    // Migrations are the API's job at start; the command only needs the tables to exist.
    const channels: ChannelStore = database
      ? new ChannelTable(database.db, environment, env.releasesDir)
      : new ChannelFile(env.releasesDir, environment);
    return await runCommand(command, first, second, { values, environment, store, channels, db: database?.db ?? null });
  } finally {
    await database?.close();
  }
}

interface CommandContext {
  values: { percent?: string };
  environment: string;
  store: ReleaseStore;
  channels: ChannelStore;
  /** The server database (DATABASE_URL): release health is read and reset there; null with the embedded one. */
  db: Database | null;
}

async function runCommand(
  command: string | undefined,
  first: string | undefined,
  second: string | undefined,
  context: CommandContext,
): Promise<number> {
  const { values, environment, store, channels, db } = context;
  const percent = values.percent === undefined ? undefined : Number(values.percent);
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 0 && percent <= 100)) return usage('--percent must be 0 to 100');
  const change = async (remote: RemoteName, action: RegistryAction) => {
    const state = (
      db ? await changeChannels({ db, environment, channels, store }, remote, action, null) : await channels.change(remote, action, store)
    )[remote];
    console.log(
      `${remote} in ${environment}: stable ${state.stable ?? '(build)'}, staging ${state.staging ?? '—'}${state.staging ? ` at ${state.stagingPercent} %` : ''}`,
    );
  };

  switch (command) {
    case 'stage':
      if (!first || !isRemoteName(first) || !second) return usage();
      await change(first, { action: 'set-staging', release: second, ...(percent !== undefined ? { percent } : {}) });
      return 0;
    case 'unstage':
      if (!first || !isRemoteName(first)) return usage();
      await change(first, { action: 'clear-staging' });
      return 0;
    case 'promote':
      if (!first || !isRemoteName(first) || !second) return usage();
      await change(first, { action: 'promote', release: second });
      return 0;
    case 'rollback':
      if (!first || !isRemoteName(first)) return usage();
      await change(first, { action: 'rollback' });
      return 0;
    case 'list': {
      if (first && !isRemoteName(first)) return usage();
      const state = await channels.read();
      const health = db ? await healthOf(db, environment) : [];
      const counts = (name: RemoteName, release: string) =>
        health
          .filter((row) => row.remote === name && row.release === release)
          .map(
            (row) => `  ${row.channel}: ${row.loads} loads, ${row.failures} failures${row.unstageReason ? ` (${row.unstageReason})` : ''}`,
          )
          .join('');
      for (const name of first ? [first as RemoteName] : REMOTE_NAMES) {
        const current = state[name];
        console.log(
          `${name} (${environment}): stable ${current.stable ?? '(build)'}, staging ${current.staging ?? '—'}${current.staging ? ` at ${current.stagingPercent} %` : ''}`,
        );
        for (const info of store.list(name)) {
          console.log(
            `  ${info.release}  contract ${info.contractVersion}  kit ${info.kitVersion ?? 1}  built ${info.builtAt}${counts(name, info.release)}`,
          );
        }
      }
      return 0;
    }
    default:
      return usage();
  }
}

function usage(problem?: string): number {
  console.error(problem ? `${problem}\n${USAGE}` : USAGE);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ReleaseError || error instanceof EnvError || error instanceof RegistryFileError) {
      console.error(error.message);
    } else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`${error.message}\n${USAGE}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
