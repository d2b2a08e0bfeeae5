/**
 * A fetch stand-in for component tests: answers by path name, records every call, and replies
 * exactly as the API would (JSON bodies shaped as the shared-contracts types).
 */
export interface StubReply {
  status?: number;
  body: unknown;
}

export type StubRoute = StubReply | ((url: URL) => StubReply);

export interface StubFetch {
  fetch: typeof fetch;
  /** Every requested URL, in order. */
  calls: URL[];
}

export function createStubFetch(routes: Record<string, StubRoute>): StubFetch {
  const calls: URL[] = [];
  const stub = async (input: RequestInfo | URL): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href);
    calls.push(url);
    const route = routes[url.pathname];
    const reply: StubReply = route
      ? typeof route === 'function'
        ? route(url)
        : route
      : { status: 404, body: { message: 'Not found.' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch: stub as typeof fetch, calls };
}
