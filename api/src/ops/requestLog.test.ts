/** The request line and metrics name the route pattern, never the raw path; ids stay out of labels. */
import { Hono } from 'hono';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { createMetrics } from './metrics.js';
import { requestContext } from './requestLog.js';

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const metrics = createMetrics();
  const api = new Hono().get('/visit/:id', (c) => c.json({ id: c.req.param('id') }));
  api.get('/boom', () => {
    throw new Error('boom');
  });
  const app = new Hono();
  app.onError((_error, c) => c.json({ code: 'server.internal' }, 500));
  app.use('*', requestContext({ logger: createLogger('info', sink), metrics }));
  app.route('/api', api);
  return { app, lines, metrics };
}

describe('request lines and metrics', () => {
  it('labels by pattern, keeps a sane id and replaces the rest', async () => {
    const { app, lines, metrics } = appWithLog();
    const first = await app.request('/api/visit/41', { headers: { 'X-Request-Id': 'req-1' } });
    await app.request('/api/visit/42', { headers: { 'X-Request-Id': 'two words' } });
    await app.request('/api/boom');
    expect(first.headers.get('X-Request-Id')).toBe('req-1');
    expect(lines[0]).toMatchObject({ msg: 'request', requestId: 'req-1', method: 'GET', route: '/api/visit/:id', status: 200 });
    expect(lines[1]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[2]).toMatchObject({ route: '/api/boom', status: 500 });
    const scraped = await metrics.registry.metrics();
    expect(scraped).toContain('housesit_http_requests_total{method="GET",route="/api/visit/:id",status="200"} 2');
    expect(scraped).toContain('housesit_http_requests_total{method="GET",route="/api/boom",status="500"} 1');
    expect(scraped).not.toMatch(/visit\/4[12]/);
  });
});
