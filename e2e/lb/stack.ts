/**
 * The load-balancer project's stack, started by playwright.lb.config.ts as its web server: a fresh
 * PostgreSQL database, a real S3-compatible server (s3rver) for the photos, two API instances of
 * the production build (api/dist/server.js, the same build `npm start` serves) sharing the
 * database, the store and one releases folder, and nginx in front of them (round robin, no
 * stickiness, as README 'Running several instances' shows). The instances run the production
 * configuration but for what lets the spec own its data and instant (startInstance). Writes
 * lb/settings.ts's state file once nginx answers, and takes everything down again (dropping the
 * database) on SIGTERM or SIGINT.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
// s3rver ships no types; the API's declaration of the few members used (api/src/test/s3rver.d.ts)
// is in this package's tsconfig.
import S3rver from 's3rver';
import { e2eEnv } from '../env';
import { lbSettings, lbStateFile, NGINX_PATH, type LbState } from './settings';

const API_SERVER = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'api', 'dist', 'server.js');
const BUCKET = 'housesit-media';
const { runDir, origin } = lbSettings;
if (!lbSettings.databaseUrl || !NGINX_PATH) throw new Error('the load-balancer project needs DATABASE_URL and nginx');

const children: ChildProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

/**
 * Resolves once `check` answers true, asking again every 200 ms (never two at once), and rejects
 * when `gone()` says the process it waits for has exited or `ms` pass first.
 */
function until(what: string, check: () => Promise<boolean>, gone: () => boolean, ms = 120_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let checking = false;
    const finish = (error?: Error) => {
      clearInterval(poll);
      clearTimeout(deadline);
      if (error) reject(error);
      else resolve();
    };
    const deadline = setTimeout(() => finish(new Error(`${what} did not happen within ${ms / 1000} s`)), ms);
    const poll = setInterval(() => {
      if (checking) return;
      if (gone()) return finish(new Error(`exited before: ${what}`));
      checking = true;
      check().then(
        (done) => {
          checking = false;
          if (done) finish();
        },
        () => {
          checking = false;
        },
      );
    }, 200);
  });
}

/** `url` answers 200 (or `what` exited, or two minutes passed). */
function answering(url: string, what: string, gone: () => boolean): Promise<void> {
  return until(
    `${what} answers ${url}`,
    async () => (await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => null))?.ok ?? false,
    gone,
  );
}

async function createDatabase(serverUrl: string): Promise<string> {
  const name = `housesit_lb_${randomBytes(5).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startS3(): Promise<string> {
  const directory = join(runDir, 's3');
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: lbSettings.s3Port,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  cleanups.push(() => server.close());
  return directory;
}

async function startInstance(index: 0 | 1, databaseUrl: string, releasesDir: string): Promise<LbState['instances'][number]> {
  const port = lbSettings.instancePorts[index];
  const metricsPort = lbSettings.metricsPorts[index];
  const log = join(runDir, `instance-${index}.log`);
  const child = spawn(process.execPath, [API_SERVER], {
    env: {
      PATH: process.env.PATH,
      // The production configuration, but for three switches a production API refuses to start
      // with (api/src/env.ts), so that the spec owns its data and its instant: NODE_ENV=test,
      // CLOCK_NOW (the clock starts at the suite's instant; the spec sets both instances to it
      // again, as they start seconds apart) and TEST_FACTORY (/api/test: households of the
      // spec's own and the clock). NODE_ENV=test also drops what plain http on 127.0.0.1 never
      // needed (the session cookie's __Host- prefix and Secure flag, the HSTS header) and stops
      // serving the web build by default: SERVE_STATIC says it, as production's default was.
      NODE_ENV: 'test',
      CLOCK_NOW: e2eEnv.clockNow.toISOString(),
      TEST_FACTORY: '1',
      SERVE_STATIC: '1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(runDir, `data-${index}`),
      RELEASES_DIR: releasesDir,
      SEED_DEMO: '1',
      SITE_ORIGINS: origin,
      PUBLIC_URL: origin,
      TRUSTED_PROXY_HOPS: '1',
      SHUTDOWN_DRAIN_MS: '5000',
      LOG_LEVEL: 'info',
      MEDIA_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${lbSettings.s3Port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      // s3rver's built-in account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(log);
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  children.push(child);
  await answering(`http://127.0.0.1:${port}/api/ready`, `API instance ${index}`, () => child.exitCode !== null);
  return { port, metricsPort, pid: child.pid!, log };
}

function startNginx(instances: LbState['instances']): LbState['nginx'] {
  const accessLog = join(runDir, 'nginx-access.log');
  const errorLog = join(runDir, 'nginx-error.log');
  const upstreams = instances.map((instance) => `    server 127.0.0.1:${instance.port} max_fails=1 fail_timeout=5s;`).join('\n');
  // The README's example, with the upstream that answered in the access log.
  writeFileSync(
    join(runDir, 'nginx.conf'),
    `worker_processes 1;
error_log ${errorLog} warn;
pid ${runDir}/nginx.pid;
events { worker_connections 512; }
http {
  log_format upstream '$status $request_method $uri $upstream_addr $upstream_status';
  access_log ${accessLog} upstream;
  client_max_body_size 12m;
  # A body up to the limit (a release an area publishes, about 2 MB) stays in memory: this run's
  # temporary folders belong to the user who started the test, and nginx's workers may run as another.
  client_body_buffer_size 12m;
  client_body_temp_path ${runDir}/body; proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi; uwsgi_temp_path ${runDir}/uwsgi; scgi_temp_path ${runDir}/scgi;
  upstream housesit_api {
${upstreams}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${lbSettings.port};
    location / {
      proxy_pass http://housesit_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
    location /ws {
      proxy_pass http://housesit_api;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_read_timeout 1h;
    }
  }
}
`,
  );
  const nginx = spawn(NGINX_PATH!, ['-p', runDir, '-c', join(runDir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  children.push(nginx);
  return { pid: nginx.pid!, accessLog, errorLog };
}

async function stop(code: number) {
  for (const child of children.reverse())
    if (child.exitCode === null) child.kill(child.spawnfile.includes('nginx') ? 'SIGQUIT' : 'SIGTERM');
  await Promise.all(children.filter((child) => child.exitCode === null).map((child) => new Promise((done) => child.once('exit', done))));
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error('[lb-stack]', error));
  process.exit(code);
}
// `on`, not `once`: the runner signals the whole process group and tsx relays the same signal, so
// it arrives twice; a second one must not kill the stack before it has dropped its database.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stop(0);
  });
}

async function main() {
  const databaseUrl = await createDatabase(lbSettings.databaseUrl!);
  const s3Directory = await startS3();
  const releasesDir = join(runDir, 'releases');
  mkdirSync(releasesDir, { recursive: true });
  // One after the other: the first migrates and seeds, the second finds both done.
  const instances = [await startInstance(0, databaseUrl, releasesDir), await startInstance(1, databaseUrl, releasesDir)];
  const nginx = startNginx(instances);
  await answering(`${origin}/api/ready`, 'nginx', () => children.at(-1)!.exitCode !== null);
  const state: LbState = { instances, nginx, s3Directory, releasesDir, databaseUrl };
  writeFileSync(lbStateFile, JSON.stringify(state, null, 2));
  console.log(`[lb-stack] nginx on ${origin} in front of ${instances.map((instance) => instance.port).join(' and ')}`);
}

main().catch(async (error: unknown) => {
  console.error('[lb-stack]', error);
  await stop(1);
});
