import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { RouteAccess } from '@housesit/shared-contracts';
import { admin, homeowner, signedInAs, signedOut, sitter, stubApi } from '../../../test/stubApi';
import { renderShell } from '../../../test/render';
import { RouteGuard } from './RouteGuard';

function renderGuard(options: {
  me: Parameters<typeof stubApi>[0][string];
  access: RouteAccess;
  path: string;
  isDevBuild?: boolean;
  fallbackPath?: string;
}) {
  const { api } = stubApi({ 'GET /api/auth/me': options.me });
  return renderShell(null, {
    api,
    path: options.path,
    routes: (
      <Routes>
        <Route
          path={options.path}
          element={
            <RouteGuard
              access={options.access}
              path={options.path}
              isDevBuild={options.isDevBuild ?? true}
              fallbackPath={options.fallbackPath}
            >
              <p>protected content</p>
            </RouteGuard>
          }
        />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    ),
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('RouteGuard (docs/product/platform.md "Protected-route behaviour")', () => {
  it("shows 'Checking authentication...' while the session check runs", async () => {
    let answer: (value: { status: number; body?: unknown }) => void = () => {};
    renderGuard({
      me: () => new Promise((resolve) => (answer = resolve)),
      access: { kind: 'role', role: 'homeowner' },
      path: '/dashboard',
    });
    expect(await screen.findByText('Checking authentication...')).toBeInTheDocument();
    expect(screen.queryByText('protected content')).not.toBeInTheDocument();
    answer(signedInAs(homeowner));
    expect(await screen.findByText('protected content')).toBeInTheDocument();
  });

  it('renders public routes without waiting for the session', () => {
    renderGuard({ me: () => new Promise(() => {}), access: { kind: 'public' }, path: '/terms' });
    expect(screen.getByText('protected content')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering the page as next', async () => {
    renderGuard({ me: signedOut, access: { kind: 'role', role: 'homeowner' }, path: '/dashboard' });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toBe('/login?next=%2Fdashboard');
  });

  it('uses a custom fallback path for signed-out visitors', async () => {
    renderGuard({ me: signedOut, access: { kind: 'signedIn' }, path: '/purchase', fallbackPath: '/' });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toBe('/?next=%2Fpurchase');
  });

  it('sends a user with the wrong role to /login and renders nothing of the page', async () => {
    renderGuard({ me: signedInAs(homeowner), access: { kind: 'role', role: 'admin' }, path: '/admin/dashboard' });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(screen.queryByText('protected content')).not.toBeInTheDocument();
  });

  it('lets the right role in', async () => {
    renderGuard({ me: signedInAs(admin), access: { kind: 'role', role: 'admin' }, path: '/admin/dashboard' });
    expect(await screen.findByText('protected content')).toBeInTheDocument();
    expect(location()).toBe('/admin/dashboard');
  });

  it.each([
    [admin, '/admin/dashboard'],
    [sitter, '/sitter/dashboard'],
  ])('sends a non-homeowner on /reports to their own dashboard', async (user, dashboard) => {
    renderGuard({ me: signedInAs(user), access: { kind: 'role', role: 'homeowner' }, path: '/reports' });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toBe(dashboard);
  });

  it('lets any signed-in role open a sign-in-only page', async () => {
    renderGuard({ me: signedInAs(sitter), access: { kind: 'signedIn' }, path: '/purchase' });
    expect(await screen.findByText('protected content')).toBeInTheDocument();
  });

  it('hides developer pages in production builds (404)', async () => {
    renderGuard({ me: signedInAs(admin), access: { kind: 'devSignedIn' }, path: '/test-session-guards', isDevBuild: false });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toBe('/404');
  });

  it('opens developer pages for signed-in users in development builds', async () => {
    renderGuard({ me: signedInAs(homeowner), access: { kind: 'devSignedIn' }, path: '/test-visits-data' });
    expect(await screen.findByText('protected content')).toBeInTheDocument();
  });
});
