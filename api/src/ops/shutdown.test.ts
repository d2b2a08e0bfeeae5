/**
 * A restart drops nothing. The real server (src/server.ts under tsx, PGlite in a temp
 * DATA_DIR) runs as a child process; a sign-in whose body is still arriving is in flight and a
 * /ws socket is open when SIGTERM comes. The sign-in must finish with 200, a new connection must
 * be refused while it drains, the socket must get 1001 'going away', and the process must exit 0.
 * The same process answers /api/ready, carries X-Request-Id, and serves the metrics port.
 */
import { REALTIME_CLOSE_CODES } from '@housesit/shared-contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { API_ROOT } from '../env.js';
import { childProcessEnv } from '../test/env.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

type LogLine = Record<string, unknown> & { msg?: string };

let child: ChildProcess;
let dataDir: string;
let port: number;
let metricsPort: number;
let origin: string;
const lines: LogLine[] = [];
let exited: Promise<number | null>;
let stderrText = () => '';

function waitForLine(test: (line: LogLine) => boolean, timeoutMs = 60_000): Promise<LogLine> {
  return new Promise((resolve, reject) => {
    const found = lines.find(test);
    if (found) return resolve(found);
    const timer = setTimeout(
      () => reject(new Error(`no matching log line in ${timeoutMs} ms:\n${lines.map((l) => JSON.stringify(l)).join('\n')}`)),
      timeoutMs,
    );
    const check = () => {
      const line = lines.find(test);
      if (!line) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      resolve(line);
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'housesit-shutdown-'));
  port = await freePort();
  metricsPort = await freePort();
  origin = `http://localhost:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    // Empty values count as unset: PGlite and the mailbox folder, whatever the CI environment holds.
    env: childProcessEnv({
      DATABASE_URL: '',
      SMTP_URL: '',
      MEDIA_STORE: '',
      NODE_ENV: 'test',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '8000',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  // Info lines come on stdout, errors on stderr: both are read into `lines`.
  let stderr = '';
  stderrText = () => stderr;
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    // Listeners run in order: lines are parsed before waitForLine's check sees the chunk.
    stream?.on('data', (chunk: Buffer) => {
      if (stream === child.stderr) stderr += chunk.toString();
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts) {
        try {
          lines.push(JSON.parse(part) as LogLine);
        } catch {
          lines.push({ msg: part });
        }
      }
    });
  }
  await Promise.race([
    waitForLine((line) => String(line.msg).startsWith('Listening on')),
    exited.then((code) => Promise.reject(new Error(`server exited ${code}: ${stderr}`))),
  ]);
}, 90_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A POST whose body is sent in two parts: the test decides when the second goes. */
function slowPost(path: string, body: string, headers: Record<string, string>) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { ...headers, 'Content-Length': String(bytes.length) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (response: IncomingMessage) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  req.write(bytes.subarray(0, half));
  return { answer, finish: () => req.end(bytes.subarray(half)) };
}

const json = { 'Content-Type': 'application/json' };

describe('one instance in operation', () => {
  it('is ready when its database is migrated, and keeps a sane X-Request-Id', async () => {
    const ready = await fetch(`${origin}/api/ready`, { headers: { 'X-Request-Id': 'lb-check-7' } });
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
    expect(ready.headers.get('X-Request-Id')).toBe('lb-check-7');
    const line = await waitForLine((l) => l.requestId === 'lb-check-7');
    expect(line).toMatchObject({ msg: 'request', method: 'GET', route: '/api/ready', status: 200 });
    expect(typeof line.durationMs).toBe('number');
    // Not a token: replaced by a generated id.
    const forged = await fetch(`${origin}/api/health`, { headers: { 'X-Request-Id': 'x"}{"level":60' } });
    expect(forged.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a client-error report with its request id', async () => {
    const report = {
      remote: 'mf_homeowner',
      module: 'mf_homeowner/Dashboard',
      release: null,
      message: 'Failed to fetch',
      page: '/dashboard',
    };
    const sent = await fetch(`${origin}/api/registry/client-errors`, {
      method: 'POST',
      headers: { ...json, Origin: origin, 'X-Request-Id': 'shell-report-42' },
      body: JSON.stringify(report),
    });
    expect(sent.status).toBe(204);
    const line = await waitForLine((l) => String(l.msg).startsWith('[client-error]'));
    expect(line).toMatchObject({ level: 50, detail: { requestId: 'shell-report-42', module: 'mf_homeowner/Dashboard' } });
    expect(stderrText()).toContain('shell-report-42');
  });

  it('drains on SIGTERM: the request in flight finishes, new connections are refused, sockets get 1001, exit 0', async () => {
    const account = {
      username: 'drainer',
      email: 'drainer@example.com',
      password: 'a long enough passphrase 7',
      firstName: 'Dee',
      lastName: 'Rain',
    };
    const registered = await fetch(`${origin}/api/auth/register`, {
      method: 'POST',
      headers: { ...json, Origin: origin },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { Origin: origin, Cookie: cookie } });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const socketClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );

    // Metrics, scraped while the socket is open and before the drain (+Inf: a busy machine may take any time).
    const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(scraped).toMatch(/housesit_http_requests_total\{method="GET",route="\/api\/ready",status="200"\} 1/);
    expect(scraped).toMatch(/housesit_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/ready"\} 1/);
    expect(scraped).toMatch(/^housesit_ws_open_sockets 1$/m);
    expect(scraped).toMatch(/^housesit_email_queue_depth \d+$/m);
    expect(scraped).toMatch(/^housesit_emails_sent_total \d+$/m);
    expect(scraped).toMatch(/^housesit_emails_failed_total 0$/m);
    // Never on the public port.
    expect(await (await fetch(`${origin}/metrics`)).text()).not.toContain('housesit_http_requests_total');

    const signIn = slowPost('/api/auth/login', JSON.stringify({ username: account.username, password: account.password }), {
      ...json,
      Origin: origin,
    });
    // The server has the request (its headers) once it counts it in flight; the scrape itself is not an app request.
    const inFlight = async () =>
      /^housesit_http_requests_in_flight (\d+)$/m.exec(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text())?.[1];
    await expect.poll(inFlight, { timeout: 10_000 }).toBe('1');
    child.kill('SIGTERM');
    const draining = await waitForLine((l) => l.msg === 'SIGTERM: draining', 10_000);
    expect(draining).toMatchObject({ inFlight: 1, sockets: 1 });

    // A load balancer's new connection is refused while the sign-in is still arriving.
    await expect(fetch(`${origin}/api/ready`)).rejects.toThrow();
    expect((await socketClosed).code).toBe(REALTIME_CLOSE_CODES.goingAway);

    signIn.finish();
    const answered = await signIn.answer;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ user: { username: 'drainer' } });

    expect(await exited).toBe(0);
    const drained = lines.find((l) => String(l.msg).startsWith('drained:'));
    expect(drained).toMatchObject({ inFlight: 1, finished: 1, cutOff: 0, socketsClosed: 1 });
    console.log(`SIGTERM figures: ${JSON.stringify(drained)}`);
    expect(lines.some((l) => l.msg === 'stopped' && l.databaseClosed === true)).toBe(true);
  }, 60_000);
});
