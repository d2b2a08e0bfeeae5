import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '@housesit/shared-contracts';
import { KitProvider } from '@housesit/shell/kit';
import { createStubFetch, sitterUser, type StubRoute } from '@housesit/shell/kit/testing';
import { ToastProbe } from './ToastProbe';

export interface RenderOptions {
  /**
   * Answers by path name or "METHOD /path" (checked against the shared contracts); GET
   * /api/auth/me answers with the demo sitter unless given.
   */
  routes?: Record<string, StubRoute>;
  path?: string;
}

/** Renders a screen the way the shell does: inside the kit's provider and a router. */
export function renderWithKit(ui: ReactElement, { routes = {}, path = '/' }: RenderOptions = {}) {
  const stub = createStubFetch(routes, { user: sitterUser });
  const api = createApiClient({ baseUrl: 'http://test', fetch: stub.fetch });
  const result = render(
    <KitProvider api={api}>
      {/* KitProvider owns a fresh cache per render, so tests never share data. */}
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <ToastProbe />
    </KitProvider>,
  );
  return { ...result, calls: stub.calls, requests: stub.requests };
}
