/**
 * A fetch stand-in for component tests: answers by path name (or "METHOD /path", which wins;
 * "*" answers whatever nothing else does), records every call, and replies exactly as the API would (JSON bodies shaped as the
 * shared-contracts types).
 */
export interface StubReply {
  status?: number;
  body: unknown;
}

/** One recorded request: method, URL and the parsed JSON body (if any). */
export interface StubRequest {
  method: string;
  url: URL;
  body: unknown;
}

export type StubRoute = StubReply | ((url: URL, request: StubRequest) => StubReply | Promise<StubReply>);

export interface StubFetch {
  fetch: typeof fetch;
  /** Every requested URL, in order. */
  calls: URL[];
  /** Every request with its method and body, in order. */
  requests: StubRequest[];
}

export function createStubFetch(routes: Record<string, StubRoute>): StubFetch {
  const calls: URL[] = [];
  const requests: StubRequest[] = [];
  const stub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: StubRequest = { method, url, body };
    calls.push(url);
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname] ?? routes['*'];
    const reply: StubReply = route
      ? typeof route === 'function'
        ? await route(url, request)
        : route
      : { status: 404, body: { message: 'Not found.' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: stub as typeof fetch, calls, requests };
}
