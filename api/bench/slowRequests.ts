/**
 * Slow clients, against the real built API (production settings): half-sent requests. Opens
 * SLOW_CLIENTS connections from 127.0.0.30 that send a request line and one header, then nothing
 * (a slowloris client), and prints: the API's open descriptors while they are held, GET
 * /api/health's latency meanwhile (from another address), how long the server held each one
 * before closing it (median, max), and whether any was still open after the headers timeout.
 * With Node's defaults each was held 83–120 s; HTTP_TIMEOUTS cuts them at 10 s.
 * Run: npm run bench:api:slow -w @housesit/api (after building the API)
 */
import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { HTTP_TIMEOUTS } from '../src/realtime/httpServer.js';
import { checkBuild, freePort, startBuiltApi, type ApiProcess } from './lib/apiProcess.js';
import { createBenchDatabase } from './lib/database.js';
import { rawRequest } from './lib/rawHttp.js';
import { runBenchmark } from './lib/run.js';

const SLOW_CLIENTS = 2000;
const BATCH = 200;

const descriptors = (pid: number) => {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return -1;
  }
};

async function healthMs(api: ApiProcess): Promise<string> {
  const started = performance.now();
  const reply = await rawRequest({ baseUrl: api.baseUrl, method: 'GET', path: '/api/health', from: '127.0.0.99' });
  return `${reply.status} in ${(performance.now() - started).toFixed(0)} ms`;
}

interface SlowClient {
  socket: Socket;
  openedAt: number;
  closedAt: number | null;
}

function openSlowClient(api: ApiProcess): Promise<SlowClient> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: api.port, localAddress: '127.0.0.30' });
    const client: SlowClient = { socket, openedAt: 0, closedAt: null };
    socket.on('connect', () => {
      client.openedAt = performance.now();
      // A request line and one header; the blank line that ends the headers never comes.
      socket.write(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:${api.port}\r\n`);
      resolve(client);
    });
    // Read what the server answers (a 408), so its closing of the connection is seen at once.
    socket.resume();
    socket.on('end', () => {
      client.closedAt ??= performance.now();
    });
    socket.on('close', () => {
      client.closedAt ??= performance.now();
    });
    socket.on('error', () => {
      client.closedAt ??= performance.now();
      resolve(client);
    });
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<boolean> {
  checkBuild();
  const database = await createBenchDatabase();
  let api: ApiProcess | null = null;
  const clients: SlowClient[] = [];
  try {
    api = await startBuiltApi({ databaseUrl: database.url, port: await freePort() });
    console.log(`API descriptors at rest: ${descriptors(api.pid)}; health ${await healthMs(api)}`);
    console.log(`\n${SLOW_CLIENTS} half-sent requests from 127.0.0.30 (headers timeout ${HTTP_TIMEOUTS.headersMs / 1000} s)`);
    for (let i = 0; i < SLOW_CLIENTS; i += BATCH) {
      clients.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, SLOW_CLIENTS - i) }, () => openSlowClient(api!)))));
    }
    const openedAll = performance.now();
    console.log(`  all connected; API descriptors ${descriptors(api.pid)}; health ${await healthMs(api)}`);
    await new Promise((resolve) => setTimeout(resolve, HTTP_TIMEOUTS.headersMs / 2));
    console.log(
      `  after ${(HTTP_TIMEOUTS.headersMs / 2000).toFixed(0)} s: ${clients.filter((c) => c.closedAt === null).length} still held; health ${await healthMs(api)}`,
    );
    // Every one should be gone a check interval or two after the headers timeout.
    const deadline = openedAll + HTTP_TIMEOUTS.headersMs + 5 * HTTP_TIMEOUTS.checkIntervalMs;
    while (clients.some((c) => c.closedAt === null) && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const held = clients.filter((c) => c.closedAt !== null).map((c) => (c.closedAt! - c.openedAt) / 1000);
    const stillOpen = clients.filter((c) => c.closedAt === null).length;
    console.log(
      `  held per connection: median ${percentile(held, 50).toFixed(1)} s, max ${Math.max(...held).toFixed(1)} s; still open after the deadline: ${stillOpen}`,
    );
    console.log(`  API descriptors after: ${descriptors(api.pid)}; health ${await healthMs(api)}`);
    const ok = stillOpen === 0 && Math.max(...held) <= (HTTP_TIMEOUTS.headersMs + 5 * HTTP_TIMEOUTS.checkIntervalMs) / 1000;
    console.log(`\nverdict: ${ok ? 'PASS' : 'FAIL'} (every half-sent request cut within the headers timeout plus the check interval)`);
    return ok;
  } finally {
    for (const c of clients) c.socket.destroy();
    await api?.stop();
    await database.drop();
  }
}

runBenchmark('slow requests', main, 5 * 60_000);
