/**
 * A test app listening on a random port with the real realtime layer (LISTEN/NOTIFY on its
 * database, /ws through @hono/node-server), and WebSocket clients that collect what they get.
 */
import type { RealtimeEvent } from '@housesit/shared-contracts';
import WebSocket from 'ws';
import { startHttpServer } from '../realtime/httpServer.js';
import type { SocketLimits } from '../realtime/limits.js';
import { startRealtime, type Realtime } from '../realtime/realtime.js';
import { createTestApp, TestClock, type TestApp, type TestAppOptions, type TestDatabase } from './testApp.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface LiveApp extends TestApp {
  realtime: Realtime;
  port: number;
  baseUrl: string;
  logged: unknown[];
}

export async function startLiveApp(
  database: TestDatabase,
  options: Omit<TestAppOptions, 'database' | 'realtime'> & { socketLimits?: SocketLimits } = {},
): Promise<LiveApp> {
  const logged: unknown[] = [];
  const logError = options.logError ?? ((message: string, error: unknown) => void logged.push([message, error]));
  const clock = options.clock ?? new TestClock();
  // The backstop timer is off: tests call realtime.recheckSessions() when they mean to.
  const realtime = await startRealtime({
    db: database.db,
    channel: database.notifications,
    logError,
    clock,
    sessionRecheckMs: 0,
    socketLimits: options.socketLimits,
  });
  const t = await createTestApp({ ...options, database, realtime, logError, clock });
  const http = await startHttpServer(t.app, { port: 0, hostname: '127.0.0.1' });
  return {
    ...t,
    realtime,
    port: http.port,
    baseUrl: `http://127.0.0.1:${http.port}`,
    logged,
    close: async () => {
      await http.close();
      await realtime.close();
      await t.close();
    },
  };
}

/** A WebSocket client that records every event it receives. */
export class SocketClient {
  readonly events: RealtimeEvent[] = [];
  /** The close frame's code and reason once the socket closed. */
  closed: { code: number; reason: string } | null = null;
  private readonly closedPromise: Promise<{ code: number; reason: string }>;
  private waiters: { match: (e: RealtimeEvent) => boolean; resolve: (e: RealtimeEvent) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    this.closedPromise = new Promise((resolve) => {
      ws.once('close', (code, reason) => {
        this.closed = { code, reason: reason.toString() };
        resolve(this.closed);
      });
    });
    ws.on('message', (data) => {
      const event = JSON.parse(String(data)) as RealtimeEvent;
      this.events.push(event);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(event)) return true;
        w.resolve(event);
        return false;
      });
    });
  }

  static connect(app: Pick<LiveApp, 'port'>, headers: Record<string, string>): Promise<SocketClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${app.port}/ws`, { headers });
      ws.once('open', () => resolve(new SocketClient(ws)));
      ws.once('unexpected-response', (_req, res) => reject(new HandshakeRefused(res.statusCode ?? 0)));
      ws.once('error', reject);
    });
  }

  /** The next event (already received or coming) that matches, or a timeout error. */
  waitFor<T extends RealtimeEvent['type']>(type: T, match: (e: Extract<RealtimeEvent, { type: T }>) => boolean = () => true, ms = 5000) {
    const test = (e: RealtimeEvent): boolean => e.type === type && match(e as Extract<RealtimeEvent, { type: T }>);
    const seen = this.events.find(test);
    if (seen) return Promise.resolve(seen as Extract<RealtimeEvent, { type: T }>);
    return new Promise<Extract<RealtimeEvent, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} event within ${ms} ms; got ${JSON.stringify(this.events)}`)), ms);
      this.waiters.push({
        match: test,
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e as Extract<RealtimeEvent, { type: T }>);
        },
      });
    });
  }

  /** The close frame's code and reason, or a timeout error when the socket stays open. */
  waitForClose(ms = 5000): Promise<{ code: number; reason: string }> {
    return Promise.race([
      this.closedPromise,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms)),
    ]);
  }

  send(value: unknown): void {
    this.ws.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.ws.readyState === WebSocket.CLOSED) return resolve();
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

export class HandshakeRefused extends Error {
  constructor(readonly status: number) {
    super(`WebSocket handshake refused with HTTP ${status}`);
  }
}

/** Lets events already sent arrive (for asserting that something did NOT arrive). */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
