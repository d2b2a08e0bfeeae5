/**
 * The Node HTTP server for an app, with WebSocket upgrades handled by @hono/node-server's own
 * helper (2.1.7 or later: earlier 2.x let a forged Origin through its upgrade path) and `ws`.
 * Dead connections are found by ping/pong and dropped.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** Client messages are tiny (`{ type: 'typing', visitId }`); anything larger is refused by ws. */
export const WS_MAX_PAYLOAD_BYTES = 4 * 1024;
export const WS_PING_INTERVAL_MS = 30_000;

/**
 * How long a client may take to send its request (issue 21: half-sent requests held a descriptor
 * each for 83–120 s, and about 20,000 of them took the API down). Headers must be complete in
 * 10 s; a whole request, photo uploads included, in 60 s; an idle keep-alive connection is
 * closed after 5 s. Node checks these every `checkIntervalMs`. The proxy in front keeps its own
 * limits (README 'Running behind a proxy').
 */
export const HTTP_TIMEOUTS = { headersMs: 10_000, requestMs: 60_000, keepAliveMs: 5_000, checkIntervalMs: 1_000 };

export interface HttpServer {
  server: ServerType;
  port: number;
  close(): Promise<void>;
}

export function startHttpServer(
  app: { fetch: (request: Request, env: never) => Response | Promise<Response> },
  options: { port: number; hostname?: string; timeouts?: typeof HTTP_TIMEOUTS },
): Promise<HttpServer> {
  const timeouts = options.timeouts ?? HTTP_TIMEOUTS;
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD_BYTES });
  const alive = new WeakMap<WebSocket, boolean>();
  wss.on('connection', (ws) => {
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
  });
  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, WS_PING_INTERVAL_MS);
  pinger.unref();

  return new Promise((resolve, reject) => {
    const server = serve(
      {
        fetch: app.fetch as never,
        port: options.port,
        hostname: options.hostname,
        websocket: { server: wss },
        serverOptions: {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          keepAliveTimeout: timeouts.keepAliveMs,
          connectionsCheckingInterval: timeouts.checkIntervalMs,
        },
      },
      (info: AddressInfo) => {
        server.off('error', reject);
        resolve({
          server,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              clearInterval(pinger);
              for (const ws of wss.clients) ws.terminate();
              server.close(() => done());
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    server.once('error', reject);
  });
}
