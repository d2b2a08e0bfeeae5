import { vi } from 'vitest';
import { homeowner } from './fixtures';

export interface StubReply {
  status?: number;
  body?: unknown;
}

/** What a route sees of the request besides its URL. */
export interface StubRequest {
  method: string;
  /** The JSON body parsed, or undefined. */
  body: unknown;
}

/** Answers one request; return undefined to fall through to the default (404). */
export type StubRoute = (url: URL, request: StubRequest) => StubReply | Promise<StubReply> | undefined;

/**
 * A fetch that answers like the API: `/api/auth/me` with the signed-in user (or 401), plus the
 * given routes keyed by pathname. Every call is recorded so tests can assert the queries sent.
 */
export function createStubFetch(routes: Record<string, StubRoute>, options: { signedIn?: boolean } = {}) {
  const signedIn = options.signedIn ?? true;
  const calls: URL[] = [];
  const requests: (StubRequest & { url: URL })[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const request: StubRequest = {
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(url);
    requests.push({ ...request, url });
    let reply: StubReply | undefined;
    if (url.pathname === '/api/auth/me' && !routes['/api/auth/me']) {
      reply = signedIn ? { body: { user: homeowner } } : { status: 401, body: { message: 'You need to sign in to do that.' } };
    } else {
      reply = await routes[url.pathname]?.(url, request);
    }
    reply ??= { status: 404, body: { message: 'Not found.' } };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  /** The requests made to one path, e.g. callsTo('/api/visits'). */
  const callsTo = (pathname: string) => calls.filter((url) => url.pathname === pathname);
  /** The requests with their method and body, e.g. requestsTo('/api/visits/3/messages', 'POST'). */
  const requestsTo = (pathname: string, method?: string) =>
    requests.filter((r) => r.url.pathname === pathname && (!method || r.method === method));
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, callsTo, requestsTo };
}
