/**
 * A client that never finishes its request must not hold a connection for
 * minutes. Failed before (Node's defaults: 60 s for headers, 300 s for a request).
 */
import { Hono } from 'hono';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUTS, startHttpServer, type HttpServer } from './httpServer.js';

let http: HttpServer;
beforeAll(async () => {
  const app = new Hono().get('/', (c) => c.text('ok'));
  http = await startHttpServer(app, {
    port: 0,
    hostname: '127.0.0.1',
    timeouts: { ...HTTP_TIMEOUTS, headersMs: 500, checkIntervalMs: 100 },
  });
});
afterAll(async () => {
  await http.close();
});

describe('HTTP server timeouts', () => {
  it('closes a connection whose headers are not complete in time', async () => {
    const socket = connect(http.port, '127.0.0.1');
    const started = Date.now();
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    // Read what comes back (the 408): a paused socket never sees the server's end, nor closes.
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('sets the production limits', () => {
    expect(HTTP_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 60_000, keepAliveMs: 5_000, checkIntervalMs: 1_000 });
  });
});

describe('draining', () => {
  it('cuts the requests still unfinished when the drain bound passes, and stops accepting at once', async () => {
    const app = new Hono().post('/', async (c) => c.text(`got ${(await c.req.text()).length}`));
    const server = await startHttpServer(app, { port: 0, hostname: '127.0.0.1' });
    const socket = connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    // Half a body: the request is in flight until the bound cuts it.
    socket.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\nhalf!');
    const cut = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await vi.waitFor(() => expect(server.inFlight()).toBe(1));
    const report = server.drain(300);
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(server.port, '127.0.0.1');
      probe.once('error', () => resolve(true));
      probe.once('connect', () => resolve(false));
    });
    expect(refused).toBe(true);
    expect(await report).toMatchObject({ inFlight: 1, finished: 0, cutOff: 1, socketsClosed: 0 });
    await cut;
  });
});
