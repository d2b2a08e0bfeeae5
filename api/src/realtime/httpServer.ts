/**
 * The Node HTTP server for an app, with WebSocket upgrades handled by @hono/node-server's own
 * helper (2.1.7 or later: earlier 2.x let a forged Origin through its upgrade path) and `ws`.
 * Dead connections are found by ping/pong and dropped.
 */
import { serve, type ServerType } from '@hono/node-server';
import { REALTIME_CLOSE_CODES } from '@housesit/shared-contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** Client messages are tiny (`{ type: 'typing', visitId }`); anything larger is refused by ws. */
export const WS_MAX_PAYLOAD_BYTES = 4 * 1024;
export const WS_PING_INTERVAL_MS = 30_000;

/**
 * How long a client may take to send its request (half-sent requests held a descriptor
 * each for 83–120 s, and about 20,000 of them took the API down). Headers must be complete in
 * 10 s; a whole request, photo uploads included, in 60 s; an idle keep-alive connection is
 * closed after 5 s. Node checks these every `checkIntervalMs`. The proxy in front keeps its own
 * limits (README 'Running behind a proxy').
 */
export const HTTP_TIMEOUTS = { headersMs: 10_000, requestMs: 60_000, keepAliveMs: 5_000, checkIntervalMs: 1_000 };

/** A socket that has not answered our 1001 close frame by then is dropped. */
export const WS_CLOSE_GRACE_MS = 1_000;
export const GOING_AWAY_REASON = 'server restarting';

/** What a drain did, for the shutdown log line and the tests. */
export interface DrainReport {
  /** Requests being answered when the drain began. */
  inFlight: number;
  /** Requests answered in full during the drain (those in flight and any on kept-alive connections). */
  finished: number;
  /** Requests whose connection was cut when the drain timed out. */
  cutOff: number;
  /** /ws sockets closed with 1001 'going away'. */
  socketsClosed: number;
  durationMs: number;
}

export interface HttpServer {
  server: ServerType;
  port: number;
  /** Requests being answered now. */
  inFlight(): number;
  /** Open /ws sockets. */
  openSockets(): number;
  /**
   * Stops accepting connections, closes every /ws socket with 1001 so clients reconnect to
   * another instance, lets requests in flight finish for up to `drainMs`, then cuts what is left.
   */
  drain(drainMs: number): Promise<DrainReport>;
  /** Immediate close (tests, and a failed start). */
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

  // Counted at the Node level so every answer counts, whatever route or middleware made it.
  const active = new Set<ServerResponse>();
  let draining = false;
  let finishedWhileDraining = 0;
  const track = (_request: IncomingMessage, response: ServerResponse) => {
    active.add(response);
    // While draining, a kept-alive connection must not carry another request: close it after this answer.
    if (draining) response.shouldKeepAlive = false;
    response.once('close', () => {
      active.delete(response);
      if (draining && response.writableFinished) finishedWhileDraining += 1;
    });
  };

  const closeSockets = () => {
    let closed = 0;
    for (const ws of wss.clients) {
      ws.close(REALTIME_CLOSE_CODES.goingAway, GOING_AWAY_REASON);
      closed += 1;
      // A client that does not answer the close frame must not hold the drain.
      setTimeout(() => ws.terminate(), WS_CLOSE_GRACE_MS).unref();
    }
    return closed;
  };

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
        server.on('request', track);
        resolve({
          server,
          port: info.port,
          inFlight: () => active.size,
          openSockets: () => wss.clients.size,
          drain: async (drainMs) => {
            const started = Date.now();
            draining = true;
            const inFlight = active.size;
            clearInterval(pinger);
            for (const response of active) response.shouldKeepAlive = false;
            // Stops listening at once; Node also closes the idle kept-alive connections.
            const closed = new Promise<void>((done) => server.close(() => done()));
            const socketsClosed = closeSockets();
            const deadline = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), drainMs).unref());
            const outcome = await Promise.race([closed.then(() => 'drained' as const), deadline]);
            let cutOff = 0;
            if (outcome === 'timeout') {
              cutOff = active.size;
              for (const ws of wss.clients) ws.terminate();
              if ('closeAllConnections' in server) server.closeAllConnections();
              await closed;
            }
            return { inFlight, finished: finishedWhileDraining, cutOff, socketsClosed, durationMs: Date.now() - started };
          },
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
