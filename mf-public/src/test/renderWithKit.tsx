import { createApiClient, type User } from '@housesit/shared-contracts';
import { KitProvider } from '@housesit/shell/kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

export type Responder = (url: URL, init?: RequestInit) => Response | Promise<Response> | undefined;

export interface RenderOptions {
  /** Starting URL of the MemoryRouter. */
  route?: string;
  /** The signed-in user, or null for a visitor (answers GET /api/auth/me). */
  user?: User | null;
  /** Answers every other request; undefined falls through to a 500. */
  respond?: Responder;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const HOMEOWNER: User = {
  id: 1,
  username: 'homeowner',
  email: 'homeowner@example.com',
  firstName: 'Hannah',
  lastName: 'Owner',
  role: 'homeowner',
};

/** Shows where the router is, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * Renders a screen as the shell does: inside KitProvider (API client with a stubbed fetch,
 * SWR cache, jotai store, theme) and a router.
 */
export function renderWithKit(ui: ReactElement, { route = '/', user = null, respond }: RenderOptions = {}) {
  const calls: URL[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    calls.push(url);
    if (url.pathname === '/api/auth/me') {
      return user ? json({ user }) : json({ message: 'You need to sign in to do that.' }, 401);
    }
    return (await respond?.(url, init)) ?? json({ message: 'Unexpected request in test' }, 500);
  };
  const api = createApiClient({ baseUrl: 'http://test', fetch: fetchStub as typeof fetch });
  const result = render(
    <KitProvider api={api}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </KitProvider>,
  );
  return { ...result, calls };
}
