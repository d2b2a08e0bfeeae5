/**
 * Two API instances on one PostgreSQL database behind a real nginx (round robin, no
 * stickiness, proxy_next_upstream as the README's 'Running several instances' shows). One gets
 * SIGTERM in the middle of steady traffic: the load balancer must answer every request 200 (a
 * refused connection is retried on the other instance), its /ws sockets must get 1001 and
 * reconnect through nginx, and the stopped one must exit 0.
 * Needs PostgreSQL (DATABASE_URL, as in CI) and nginx (.ci/run installs it); skipped otherwise.
 */
import { REALTIME_CLOSE_CODES } from '@housesit/shared-contracts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { API_ROOT, loadEnv } from '../env.js';
import { childProcessEnv } from '../test/env.js';
import { createTestDatabase, type TestDatabase } from '../test/testApp.js';

const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((path) => spawnSync(path, ['-v']).status === 0);
const runnable = Boolean(NGINX && loadEnv().databaseUrl);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface Instance {
  port: number;
  metricsPort: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function startInstance(databaseUrl: string, dir: string, origin: string): Promise<Instance> {
  const port = await freePort();
  const metricsPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: childProcessEnv({
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DATA_DIR: join(dir, `data-${port}`),
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SITE_ORIGINS: origin,
      TRUSTED_PROXY_HOPS: '1',
      SMTP_URL: '',
      MEDIA_STORE: '',
      SHUTDOWN_DRAIN_MS: '5000',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance on ${port} did not start:\n${output}`)), 90_000);
    const check = () => {
      if (!output.includes('Listening on')) return;
      clearTimeout(timer);
      child.stdout.off('data', check);
      resolve();
    };
    child.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`instance exited ${code}:\n${output}`)));
  });
  return { port, metricsPort, child, output: () => output, exited };
}

let dir: string;
let database: TestDatabase | null = null;
let nginx: ChildProcess | null = null;
let nginxPort: number;
const instances: Instance[] = [];

beforeAll(async () => {
  if (!runnable) return;
  dir = mkdtempSync(join(tmpdir(), 'housesit-two-'));
  chmodSync(dir, 0o777);
  database = await createTestDatabase();
  nginxPort = await freePort();
  const origin = `http://127.0.0.1:${nginxPort}`;
  // One after the other, to know which port is which; together they would wait on the migration lock.
  instances.push(await startInstance(database.url!, dir, origin));
  instances.push(await startInstance(database.url!, dir, origin));
  const conf = `
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream housesit_api {
    server 127.0.0.1:${instances[0]!.port} max_fails=1 fail_timeout=5s;
    server 127.0.0.1:${instances[1]!.port} max_fails=1 fail_timeout=5s;
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    location / {
      proxy_pass http://housesit_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
    location /ws {
      proxy_pass http://housesit_api;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  nginx = spawn(NGINX!, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  await vi.waitFor(async () => expect((await fetch(`${origin}/api/ready`).catch(() => null))?.ok).toBe(true), {
    timeout: 10_000,
    interval: 100,
  });
}, 240_000);

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!runnable)('two instances behind nginx', () => {
  it('answers every request through a SIGTERM of one instance', async () => {
    const origin = `http://127.0.0.1:${nginxPort}`;
    const answers: number[] = [];
    let stopping = false;
    // Four clients in a loop, half reads that touch the database, half readiness checks.
    const client = async (n: number) => {
      for (let i = 0; !stopping; i++) {
        const path = (i + n) % 2 === 0 ? '/api/registry' : '/api/health';
        const response = await fetch(`${origin}${path}`).catch(() => null);
        answers.push(response?.status ?? 0);
        await response?.arrayBuffer();
      }
    };
    // A signed-in page's sockets, through nginx: round robin spreads them over both instances.
    const account = {
      username: 'twoinstances',
      email: 'two@example.com',
      password: 'a long enough passphrase 7',
      firstName: 'Two',
      lastName: 'Inst',
    };
    const registered = await fetch(`${origin}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const openSocket = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${nginxPort}/ws`, { headers: { Origin: origin, Cookie: cookie } });
        socket.once('open', () => resolve(socket));
        socket.once('error', reject);
      });
    const sockets = await Promise.all([0, 1, 2, 3].map(openSocket));
    // Each socket's close code once it closed (0 = still open).
    const closedCodes = sockets.map(() => 0);
    sockets.forEach((socket, i) => socket.once('close', (code) => (closedCodes[i] = code)));
    const onStopped = Number(
      /^housesit_ws_open_sockets (\d+)$/m.exec(await (await fetch(`http://127.0.0.1:${instances[0]!.metricsPort}/metrics`)).text())?.[1],
    );
    const clients = [0, 1, 2, 3].map(client);
    // Steady traffic: both instances have answered a good number of requests.
    await vi.waitFor(() => expect(answers.filter((status) => status === 200).length).toBeGreaterThanOrEqual(40), { timeout: 30_000 });
    const before = answers.length;
    const stopped = instances[0]!;
    stopped.child.kill('SIGTERM');
    expect(await stopped.exited).toBe(0);
    // Traffic goes on, on the other instance alone.
    const atExit = answers.length;
    await vi.waitFor(() => expect(answers.length).toBeGreaterThanOrEqual(atExit + 40), { timeout: 30_000 });
    stopping = true;
    await Promise.all(clients);
    // The stopped instance's sockets got 1001 and come back through nginx, on the other one.
    // It closed them before it exited (their close frames are read here soon after); the others stay open.
    expect(onStopped).toBeGreaterThan(0);
    await vi.waitFor(() => expect(closedCodes.filter((code) => code !== 0)).toHaveLength(onStopped));
    expect(closedCodes.filter((code) => code === REALTIME_CLOSE_CODES.goingAway)).toHaveLength(onStopped);
    expect(closedCodes.filter((code) => code !== REALTIME_CLOSE_CODES.goingAway && code !== 0)).toEqual([]);
    const again = await Promise.all(closedCodes.filter((code) => code !== 0).map(openSocket));
    for (const socket of [...sockets, ...again]) socket.terminate();

    const failed = answers.filter((status) => status !== 200).length;
    const drainedLine = stopped
      .output()
      .split('\n')
      .find((line) => line.includes('"drained:'));
    const drained = drainedLine ? (JSON.parse(drainedLine) as Record<string, unknown>) : {};
    expect(drained).toMatchObject({ cutOff: 0 });
    const retried = (readFileSync(join(dir, 'error.log'), 'utf8').match(/while connecting to upstream|upstream prematurely closed/g) ?? [])
      .length;
    console.log(
      `two instances: ${onStopped} of 4 sockets on the stopped instance got 1001 and reconnected; ${answers.length} requests (${before} before SIGTERM), ${failed} failed at nginx, ${retried} retried by nginx; drained ${JSON.stringify({ inFlight: drained.inFlight, finished: drained.finished, cutOff: drained.cutOff })}`,
    );
    expect(answers.length).toBeGreaterThan(before);
    expect(failed).toBe(0);
    // The other instance carried on alone.
    expect((await fetch(`http://127.0.0.1:${instances[1]!.port}/api/ready`)).status).toBe(200);
  }, 120_000);
});
