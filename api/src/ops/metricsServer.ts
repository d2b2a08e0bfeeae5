/** GET /metrics on METRICS_PORT: a plain Node server, apart from the app so the public port never serves it. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics.js';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

export function startMetricsServer(metrics: Metrics, options: { port: number; hostname?: string }): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`metrics failed: ${String(error)}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.hostname, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // A scraper's kept-alive connection must not hold the shutdown.
            server.closeAllConnections();
          }),
      });
    });
  });
}
