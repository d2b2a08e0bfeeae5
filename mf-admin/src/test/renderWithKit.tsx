import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '@housesit/shared-contracts';
import { KitProvider, useToastQueue, type ToastInput } from '@housesit/shell/kit';
import { adminUser, createStubFetch, type StubRoute } from '@housesit/shell/kit/testing';

export interface RenderOptions {
  /**
   * Answers by path name or "METHOD /path" (checked against the shared contracts); GET
   * /api/auth/me answers with the demo admin unless given.
   */
  routes?: Record<string, StubRoute>;
  path?: string;
}

/**
 * Stands in for the shell's Toaster: shows the visible toast (role=status) and records every
 * toast in order, since only one is visible at a time (platform.md §4).
 */
function ToastLog({ log }: { log: ToastInput[] }) {
  const { toasts } = useToastQueue();
  const latest = toasts[0];
  useEffect(() => {
    if (latest) log.push({ title: latest.title, description: latest.description, variant: latest.variant });
  }, [latest, log]);
  return (
    <div role="status" aria-label="Notifications">
      {latest ? `${latest.title}${latest.description ? ` ${latest.description}` : ''}` : null}
    </div>
  );
}

/** Renders a screen the way the shell does: inside the kit's provider and a router. */
export function renderWithKit(ui: ReactElement, { routes = {}, path = '/' }: RenderOptions = {}) {
  const stub = createStubFetch(routes, { user: adminUser });
  const api = createApiClient({ baseUrl: 'http://test', fetch: stub.fetch });
  const toasts: ToastInput[] = [];
  const result = render(
    <KitProvider api={api}>
      {/* KitProvider owns a fresh cache per render, so tests never share data. */}
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      <ToastLog log={toasts} />
    </KitProvider>,
  );
  return { ...result, calls: stub.calls, requests: stub.requests, toasts };
}
