/**
 * A fetch stand-in for component tests: answers by path name, records every call, and replies
 * exactly as the API would (JSON bodies shaped as the shared-contracts types).
 */
export interface StubReply {
  status?: number;
  body: unknown;
}

/** One request as the stub saw it: method, URL and the parsed JSON body (null without one). */
export interface StubRequest {
  method: string;
  url: URL;
  body: unknown;
}

export type StubRoute = StubReply | ((url: URL, request: StubRequest) => StubReply);

export interface StubFetch {
  fetch: typeof fetch;
  /** Every requested URL, in order. */
  calls: URL[];
  /** Every request with its method and body, in order. */
  requests: StubRequest[];
}

/** Key of the route that answers any path without its own route (a fake server's router). */
export const ANY_PATH = '*';

export function createStubFetch(routes: Record<string, StubRoute>): StubFetch {
  const calls: URL[] = [];
  const requests: StubRequest[] = [];
  const stub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href);
    const request: StubRequest = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    calls.push(url);
    requests.push(request);
    const route = routes[url.pathname] ?? routes[ANY_PATH];
    const reply: StubReply = route
      ? typeof route === 'function'
        ? route(url, request)
        : route
      : { status: 404, body: { message: 'Not found.' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: stub as typeof fetch, calls, requests };
}
