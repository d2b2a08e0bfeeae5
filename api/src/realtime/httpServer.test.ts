/**
 * Issue 21 item 7: a client that never finishes its request must not hold a connection for
 * minutes. Failed before (Node's defaults: 60 s for headers, 300 s for a request).
 */
import { Hono } from 'hono';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_TIMEOUTS, startHttpServer, type HttpServer } from './httpServer.js';

let http: HttpServer;
beforeAll(async () => {
  const app = new Hono().get('/', (c) => c.text('ok'));
  http = await startHttpServer(app, { port: 0, hostname: '127.0.0.1', timeouts: { ...HTTP_TIMEOUTS, headersMs: 500, checkIntervalMs: 100 } });
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
