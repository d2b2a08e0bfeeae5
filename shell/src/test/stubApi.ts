import { vi } from 'vitest';
import { createApiClient, type User } from '@housesit/shared-contracts';

export type StubReply =
  | { status: number; body?: unknown }
  | ((init: RequestInit | undefined, url: string) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>);

/**
 * A fetch that answers by "METHOD /path" (query ignored), e.g. { 'GET /api/auth/me': { status: 401 } }.
 * Unknown requests answer 404 so a test notices them.
 */
export function stubFetch(routes: Record<string, StubReply>) {
  return vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://test').pathname;
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${path}`];
    if (!route) return new Response(JSON.stringify({ message: `no stub for ${method} ${path}` }), { status: 404 });
    const reply = typeof route === 'function' ? await route(init, url) : route;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(text || null, { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
}

export function stubApi(routes: Record<string, StubReply>) {
  const fetch = stubFetch(routes);
  return { fetch, api: createApiClient({ baseUrl: 'http://test', fetch }) };
}

/** Calls of one "METHOD /path" made through a stubFetch. */
export function callsTo(fetch: ReturnType<typeof stubFetch>, method: string, path: string) {
  return fetch.mock.calls.filter(([input, init]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new URL(url, 'http://test').pathname === path && (init?.method ?? 'GET').toUpperCase() === method;
  });
}

export const homeowner: User = {
  id: 11,
  username: 'homeowner',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'homeowner',
};
export const admin: User = { id: 1, username: 'admin', email: 'ada@example.com', firstName: 'Ada', lastName: 'Admin', role: 'admin' };
export const sitter: User = {
  id: 5,
  username: 'sitter',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Sitter',
  role: 'housesitter',
};

export const signedInAs = (user: User) => ({ status: 200, body: { user } });
export const signedOut = { status: 401, body: { message: 'You need to sign in to do that.' } };
