import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SANDBOX_PAYMENTS_NOTICE, builtInScreens, queryKeys, type RemoteScreenProps } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';
import { homeowner, signedInAs, signedOut, stubApi, type StubReply } from '../test/stubApi';
import { REGISTRY_TEXT, type RegistryState } from '../features/registry';
import { REMOTE_UNAVAILABLE_TEXT } from '../features/remotes';
import { BUILT_IN_NAV, declaresOtherwise, loadRouteTable, type RouteTable } from '../features/routes';
import { App } from './App';

const ready: RegistryState = {
  status: 'ready',
  registry: { contractVersion: 1, apiOrigin: null, environment: 'test', remotes: {} as never },
  remotes: [],
  missing: [],
};

/** A reply that waits until the test, having seen the page wait for it, releases it. */
function held(reply: { status: number; body?: unknown }) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, reply), release: () => release() };
}

function renderApp(path: string, me: StubReply, registry: RegistryState = ready, table?: RouteTable) {
  window.history.replaceState(null, '', path);
  const { api } = stubApi({ 'GET /api/auth/me': me });
  const loadRemote = vi.fn(async (id: string) => ({
    default: ({ path: routePath }: RemoteScreenProps) => <h1>{`${id} at ${routePath}`}</h1>,
  }));
  render(<App api={api} registry={registry} loadRemote={loadRemote} table={table} />);
  return { loadRemote };
}

describe('App routes', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('shows a full-screen spinner while the session first loads', async () => {
    const session = held(signedOut);
    renderApp('/', session.handler);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    session.release();
    expect(await screen.findByRole('heading', { name: 'mf_public/Landing at /' })).toBeInTheDocument();
  });

  it('says in <main> when the screen is done: busy while its code loads, ready once it is shown', async () => {
    let loaded: (module: { default: () => ReactNode }) => void = () => {};
    const { api } = stubApi({ 'GET /api/auth/me': signedOut });
    window.history.replaceState(null, '', '/terms');
    render(<App api={api} registry={ready} loadRemote={() => new Promise((resolve) => (loaded = resolve))} />);
    const main = await screen.findByRole('main');
    expect(main).toHaveAttribute('aria-busy', 'true');
    expect(main).toHaveAttribute('data-state', 'busy');
    expect(main).toHaveAttribute('data-path', '/terms');
    act(() => loaded({ default: () => <h1>Terms</h1> }));
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
    expect(main).toHaveAttribute('aria-busy', 'false');
  });

  it('renders every remote-owned route from its remote module', async () => {
    const { loadRemote } = renderApp('/dashboard', signedInAs(homeowner));
    expect(await screen.findByRole('heading', { name: 'mf_homeowner/Dashboard at /dashboard' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_homeowner/Dashboard');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(document.title).toBe('Dashboard · Housesit');
  });

  it('passes the matched path to the sitter dashboard on both of its paths', async () => {
    renderApp('/housesitter', signedInAs({ ...homeowner, role: 'housesitter' }));
    expect(await screen.findByRole('heading', { name: 'mf_sitter/Dashboard at /housesitter' })).toBeInTheDocument();
  });

  it('redirects dropdown aliases to their screens', async () => {
    renderApp('/homeowner/reports', signedInAs(homeowner));
    expect(await screen.findByRole('heading', { name: 'mf_homeowner/Reports at /reports' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/reports');
  });

  it('shows the 404 page for any other path', async () => {
    renderApp('/no/such/page', signedOut);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText("The page you are looking for doesn't exist or has moved.")).toBeInTheDocument();
  });

  it('renders the shell’s sign-in page on /login', async () => {
    renderApp('/login?tab=register', signedOut);
    expect(await screen.findByRole('form', { name: 'Register' })).toBeInTheDocument();
  });

  it('still offers sign-in when the registry could not be read, with a clear notice', async () => {
    renderApp('/login', signedOut, { status: 'failed', message: REGISTRY_TEXT.failed, detail: 'GET /api/registry answered 500' });
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByText(REGISTRY_TEXT.failed)).toBeInTheDocument();
  });

  it('says on every page, signed in or out, when the server takes payments in sandbox mode, and only then', async () => {
    const sandbox: RegistryState = { ...ready, registry: { ...ready.registry, sandboxPayments: true } };
    renderApp('/', signedOut, sandbox);
    expect(await screen.findByRole('heading', { name: 'mf_public/Landing at /' })).toBeInTheDocument();
    expect(screen.getByText(SANDBOX_PAYMENTS_NOTICE)).toHaveAttribute('role', 'status');
    cleanup();

    renderApp('/dashboard', signedInAs(homeowner), sandbox);
    expect(await screen.findByRole('heading', { name: 'mf_homeowner/Dashboard at /dashboard' })).toBeInTheDocument();
    expect(screen.getByText(SANDBOX_PAYMENTS_NOTICE)).toBeInTheDocument();
    cleanup();

    renderApp('/dashboard', signedInAs(homeowner));
    expect(await screen.findByRole('heading', { name: 'mf_homeowner/Dashboard at /dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(SANDBOX_PAYMENTS_NOTICE)).not.toBeInTheDocument();
  });

  describe('screens an area’s release declares (decision 016)', () => {
    const remotesWith = (routes: unknown[], nav: unknown[] = []) =>
      ({
        mf_admin: { entry: '/releases/mf_admin/1.1.0-a/mf-manifest.json', version: '1.1.0', channel: 'stable', routes, nav },
      }) as never;
    /** What bootstrap does: the registry, and the table built from it when it declares otherwise. */
    const withAdmin = async (routes: unknown[], nav: unknown[] = []): Promise<[RegistryState, RouteTable]> => {
      const remotes = remotesWith(routes, nav);
      expect(declaresOtherwise(remotes)).toBe(true);
      const { buildRouteTable } = await loadRouteTable();
      return [{ ...ready, registry: { ...ready.registry, remotes } }, buildRouteTable(remotes)];
    };
    const preview = { path: '/admin/reports-preview', access: 'role', module: './ReportsPreview', title: 'Reports preview' };

    it('routes a declared screen to its module behind the shell’s guard', async () => {
      const { loadRemote } = renderApp(
        '/admin/reports-preview',
        signedInAs({ ...homeowner, role: 'admin' }),
        ...(await withAdmin([preview])),
      );
      expect(await screen.findByRole('heading', { name: 'mf_admin/ReportsPreview at /admin/reports-preview' })).toBeInTheDocument();
      expect(loadRemote).toHaveBeenCalledWith('mf_admin/ReportsPreview');
      expect(document.title).toBe('Reports preview · Housesit');
    });

    it('keeps a homeowner out of a declared admin screen', async () => {
      renderApp('/admin/reports-preview', signedInAs(homeowner), ...(await withAdmin([preview])));
      await waitFor(() => expect(window.location.pathname).toBe('/login'));
    });

    it('shows the area’s fallback, not a crash, for a screen whose rule this shell does not know', async () => {
      const { loadRemote } = renderApp(
        '/admin/reports-preview',
        signedInAs({ ...homeowner, role: 'admin' }),
        ...(await withAdmin([{ ...preview, access: 'auditors' }])),
      );
      expect(await screen.findByText(REMOTE_UNAVAILABLE_TEXT)).toBeInTheDocument();
      expect(loadRemote).not.toHaveBeenCalledWith('mf_admin/ReportsPreview');
    });

    it('keeps the built-in table, without fetching the builder, when releases declare exactly its screens and entries', () => {
      expect(declaresOtherwise(remotesWith(builtInScreens('mf_admin'), BUILT_IN_NAV.mf_admin))).toBe(false);
    });

    it('draws the bar from the release’s entries and shows the 404 page on a screen it retired', async () => {
      const nav = BUILT_IN_NAV.mf_admin.map((entry) => (entry.to === '/jobs' ? { ...entry, label: 'Visit queue' } : entry));
      const routes = builtInScreens('mf_admin').filter((screen) => screen.path !== '/admin/schedule');
      const admin = signedInAs({ ...homeowner, role: 'admin' });
      renderApp('/admin/schedule', admin, ...(await withAdmin(routes, nav)));
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      const bar = screen.getByRole('navigation', { name: 'Main' });
      expect(within(bar).getByRole('link', { name: 'Visit queue' })).toHaveAttribute('href', '/jobs');
      expect(within(bar).queryByRole('link', { name: 'Schedule' })).not.toBeInTheDocument();
    });

    it('shows the 404 page on a path no release declares', async () => {
      renderApp('/admin/reports-preview', signedInAs({ ...homeowner, role: 'admin' }));
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    });
  });

  it('sends a homeowner who opens /admin/dashboard to /login', async () => {
    renderApp('/admin/dashboard', signedInAs(homeowner));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
  });
});

describe("the server's HTML of a public page (decision 020)", () => {
  const addServerPage = (path: string) => {
    const page = document.createElement('div');
    page.id = 'server-page';
    page.setAttribute('data-path', path);
    document.body.prepend(page);
  };
  const serverPage = () => document.getElementById('server-page');
  afterEach(() => {
    serverPage()?.remove();
    window.history.replaceState(null, '', '/');
  });

  it('stays until / shows its screen, then goes in the same commit', async () => {
    addServerPage('/');
    const session = held(signedOut);
    renderApp('/', session.handler);
    expect(serverPage()).not.toBeNull();
    session.release();
    expect(await screen.findByRole('heading', { name: 'mf_public/Landing at /' })).toBeInTheDocument();
    expect(serverPage()).toBeNull();
  });

  it('stays until the shell’s sign-in page has loaded, then goes with the text typed into it', async () => {
    addServerPage('/login');
    serverPage()!.innerHTML = '<form><input id="login-username" name="username" value="" /></form>';
    const typed = serverPage()!.querySelector('input')!;
    typed.value = 'early-bird';
    typed.focus();
    renderApp('/login', signedOut);
    expect(serverPage()).not.toBeNull();
    const field = await screen.findByLabelText('Username');
    expect(serverPage()).toBeNull();
    expect(field).toHaveValue('early-bird');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('goes when the landing cannot load, so the fallback is seen', async () => {
    addServerPage('/');
    window.history.replaceState(null, '', '/');
    const { api } = stubApi({ 'GET /api/auth/me': signedOut });
    const loadRemote = vi.fn(() => Promise.reject(new Error('remote down')));
    render(<App api={api} registry={ready} loadRemote={loadRemote} />);
    await waitFor(() => expect(serverPage()).toBeNull());
  });

  it("a signed-in screen's stays while the screen shows its loading state, and goes once its first data is on screen (decision 028)", async () => {
    addServerPage('/dashboard');
    serverPage()!.setAttribute('data-signed-in', '');
    window.history.replaceState(null, '', '/dashboard');
    const stats = held({ status: 200, body: { total: 12 } });
    const { api } = stubApi({ 'GET /api/auth/me': signedInAs(homeowner), 'GET /api/user/stats': stats.handler });
    function Dashboard() {
      const { data } = useApiQuery<{ total: number }>(queryKeys.userStats.all(), (client) => client.visits.userStats() as never);
      return data ? <h1>{`${data.total} visits`}</h1> : <p>Loading your dashboard...</p>;
    }
    render(<App api={api} registry={ready} loadRemote={async () => ({ default: Dashboard })} />);
    expect(await screen.findByText('Loading your dashboard...')).toBeInTheDocument();
    expect(serverPage()).not.toBeNull();
    stats.release();
    expect(await screen.findByRole('heading', { name: '12 visits' })).toBeInTheDocument();
    await waitFor(() => expect(serverPage()).toBeNull());
  });

  it('goes when another screen is shown instead of its page', async () => {
    addServerPage('/');
    renderApp('/admin/dashboard', signedInAs(homeowner));
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(serverPage()).toBeNull();
  });
});
