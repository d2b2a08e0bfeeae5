import type { User } from '@housesit/shared-contracts';
import { assertContractReply } from './contract';

export interface StubReply {
  status?: number;
  /** JSON body; undefined sends no body. */
  body?: unknown;
}

/** One request as the stub saw it: method, URL and the parsed JSON body (undefined without one). */
export interface StubRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** A fixed answer, or a function of the request (undefined falls through to a 404). */
export type StubRoute = StubReply | ((url: URL, request: StubRequest) => StubReply | undefined | Promise<StubReply | undefined>);

/** Key of the route that answers any path without its own route. */
export const ANY_PATH = '*';

export interface StubFetchOptions {
  /** Answers GET /api/auth/me unless a route does: the user, or 401 for null (a visitor). */
  user?: User | null;
  /** Check every answer against the shared-contracts structs (on by default). */
  checkContract?: boolean;
}

export interface StubFetch {
  fetch: typeof fetch;
  /** Every requested URL, in order. */
  calls: URL[];
  /** Every request with its method and body, in order. */
  requests: StubRequest[];
  /** The requests made to one path, e.g. callsTo('/api/visits'). */
  callsTo(pathname: string): URL[];
  /** The requests to one path (and method), e.g. requestsTo('/api/visits/3/messages', 'POST'). */
  requestsTo(pathname: string, method?: string): StubRequest[];
}

const SIGN_IN_NEEDED: StubReply = { status: 401, body: { message: 'You need to sign in to do that.' } };
const NOT_FOUND: StubReply = { status: 404, body: { message: 'Not found.' } };

/**
 * A fetch for component tests that answers as the API would: routes keyed "METHOD /path" (wins),
 * "/path" or "*", every call recorded, and every answer checked against the shared-contracts
 * structs (contract.ts), so a stub cannot drift from what the API really sends. Screens are
 * tested on what they show of an answer; the API's rules are tested against the API.
 */
export function createStubFetch(routes: Record<string, StubRoute> = {}, options: StubFetchOptions = {}): StubFetch {
  const { checkContract = true } = options;
  const calls: URL[] = [];
  const requests: StubRequest[] = [];
  const stub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: StubRequest = { method, url, body };
    calls.push(url);
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    let reply: StubReply | undefined;
    if (route) reply = typeof route === 'function' ? await route(url, request) : route;
    else if (url.pathname === '/api/auth/me' && options.user !== undefined)
      reply = options.user ? { body: { user: options.user } } : SIGN_IN_NEEDED;
    else if (routes[ANY_PATH]) {
      const any = routes[ANY_PATH];
      reply = typeof any === 'function' ? await any(url, request) : any;
    }
    reply ??= NOT_FOUND;
    const status = reply.status ?? 200;
    if (checkContract) assertContractReply(method, url, status, reply.body);
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    fetch: stub as typeof fetch,
    calls,
    requests,
    callsTo: (pathname) => calls.filter((url) => url.pathname === pathname),
    requestsTo: (pathname, method) => requests.filter((r) => r.url.pathname === pathname && (!method || r.method === method.toUpperCase())),
  };
}
