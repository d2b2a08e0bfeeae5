/**
 * Which address per-address limits count (resolveClientAddress, TRUSTED_PROXY_HOPS): the socket's
 * peer unless we run behind proxies we trust, and never an X-Forwarded-For entry a client wrote.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { resolveClientAddress } from './throttle.js';

/** A request arriving on a socket from `peer`, with the X-Forwarded-For a proxy chain wrote. */
function arriving(app: { request: Hono['request'] }, path: string, peer: string, forwardedFor?: string, json?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor;
  return app.request(
    `http://localhost${path}`,
    { method: json === undefined ? 'GET' : 'POST', headers, body: json === undefined ? undefined : JSON.stringify(json) },
    { incoming: { socket: { remoteAddress: peer, remotePort: 50000, remoteFamily: 'IPv4' } } },
  );
}

async function addressSeen(hops: number, peer: string, forwardedFor?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(resolveClientAddress(c, hops) ?? 'none'));
  return (await arriving(app, '/', peer, forwardedFor)).text();
}

describe('resolveClientAddress', () => {
  it('is the socket peer by default, whatever X-Forwarded-For says', async () => {
    expect(await addressSeen(0, '198.51.100.4')).toBe('198.51.100.4');
    expect(await addressSeen(0, '198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
  });

  it('behind one trusted proxy, is the address that proxy saw (the last entry)', async () => {
    expect(await addressSeen(1, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    // The client wrote the first entry itself; the proxy appended the real one.
    expect(await addressSeen(1, '10.0.0.2', '192.0.2.66, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(1, '10.0.0.2', ' 192.0.2.66 ,203.0.113.9 ')).toBe('203.0.113.9');
  });

  it('behind two, skips the inner proxy; with fewer entries than hops, takes the farthest known', async () => {
    expect(await addressSeen(2, '10.0.0.2', '203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    expect(await addressSeen(2, '10.0.0.2', '10.0.0.1')).toBe('10.0.0.1');
    expect(await addressSeen(1, '10.0.0.2')).toBe('10.0.0.2');
  });
});

describe('per-address limits of the app', () => {
  const request = { fullName: 'Ada Lovelace', homeAddress: '1 Main Street, Salem, MA', email: 'ada@example.com', phone: '555-0100' };
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ env: { TRUSTED_PROXY_HOPS: '1' } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  const ask = (t: TestApp, peer: string, forwardedFor?: string) => arriving(t.app, '/api/location-requests', peer, forwardedFor, request);

  it('cannot be dodged with a forged X-Forwarded-For when no proxy is trusted', async () => {
    for (let i = 0; i < 5; i++) expect((await ask(direct, '198.51.100.30', `203.0.113.${i}`)).status).toBe(201);
    expect((await ask(direct, '198.51.100.30', '203.0.113.200')).status).toBe(429);
  });

  it('counts each client behind the trusted proxy on its own, and a forged entry changes nothing', async () => {
    for (let i = 0; i < 5; i++) expect((await ask(proxied, '10.0.0.2', `192.0.2.${i}, 203.0.113.40`)).status).toBe(201);
    expect((await ask(proxied, '10.0.0.2', '192.0.2.99, 203.0.113.40')).status).toBe(429);
    expect((await ask(proxied, '10.0.0.2', '203.0.113.41')).status).toBe(201);
  });
});
