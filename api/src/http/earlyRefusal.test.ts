/**
 * Answers given before the request body is read (413 too large, 429 throttled) on a real HTTP
 * server, through a keep-alive agent as browsers and proxies use: the connection must not be
 * reused by the client's next request when the server is about to drop it.
 */
import { once } from 'node:events';
import { Agent, request, type IncomingMessage } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT_BYTES } from './bodyLimit.js';
import { LOCATION_REQUEST_RULE } from '../routes/locationRequests.js';
import { startLiveApp, TEST_ORIGIN, type LiveApp } from '../test/liveApp.js';
import { createTestDatabase, type TestDatabase } from '../test/testApp.js';

let database: TestDatabase;
let app: LiveApp;
let agent: Agent;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await startLiveApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

interface Reply {
  status: number;
  connection: string | undefined;
  /** The client side's port: the same one twice means the connection was reused. */
  localPort: number | undefined;
}

/** One request on `agent`; rejects when the connection fails (e.g. 'socket hang up'). */
function send(method: string, path: string, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    if (body !== undefined)
      Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
    const req = request(`${app.baseUrl}${path}`, { method, agent, headers }, (res) => {
      const localPort = res.socket.localPort;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, localPort }));
      res.on('error', reject);
    });
    req.on('error', reject);
    // The server may answer before it reads the body; a write error then is not this request's answer.
    req.on('socket', (socket) => socket.on('error', () => {}));
    req.end(body);
  });
}

/** A location request body (valid JSON) of about `bytes` bytes. */
const locationRequest = (bytes: number) =>
  JSON.stringify({ requestedCity: 'Springfield', fullName: 'A'.repeat(bytes), email: 'a@example.com' });

describe('an answer given before the body is read', () => {
  // One connection at a time, kept alive between requests, as a browser or a proxy would.
  beforeEach(() => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterEach(() => agent.destroy());

  // Failed before: the 413 left the connection open, the server dropped it half a second later
  // while the agent sent the next request on it ('socket hang up').
  it('closes the connection after a 413, so the next request on a keep-alive agent succeeds', async () => {
    const refused = await send('POST', '/api/location-requests', locationRequest(DEFAULT_BODY_LIMIT_BYTES * 4));
    expect(refused.status).toBe(413);
    const next = await send('GET', '/api/health');
    expect(next.status).toBe(200);
    expect(refused.connection).toBe('close');
  });

  it('closes the connection after a 429 given while the body is still on its way, so the next request succeeds', async () => {
    for (let i = 0; i < LOCATION_REQUEST_RULE.limit; i += 1) expect((await send('POST', '/api/location-requests', '{}')).status).toBe(400);
    // A slow upload: half the body sent, the answer comes before the rest.
    const body = locationRequest(50 * 1024);
    const slow = request(`${app.baseUrl}/api/location-requests`, {
      method: 'POST',
      agent,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    // The rest of the body may find the connection closed: not this request's answer.
    slow.on('error', () => {});
    slow.write(body.slice(0, body.length / 2));
    const [refused] = (await once(slow, 'response')) as [IncomingMessage];
    refused.resume();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers.connection).toBe('close');
    slow.end(body.slice(body.length / 2));
    expect((await send('GET', '/api/health')).status).toBe(200);
  });

  it('keeps the connection of an answer whose body was read', async () => {
    const refused = await send('POST', '/api/auth/login', JSON.stringify({ username: 'someone', password: 7 }));
    expect(refused.status).toBe(400);
    expect(refused.connection).toBe('keep-alive');
    const next = await send('GET', '/api/health');
    expect(next.status).toBe(200);
    expect(next.localPort).toBe(refused.localPort);
  });
});
