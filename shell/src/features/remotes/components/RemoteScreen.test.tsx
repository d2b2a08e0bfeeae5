import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { callsTo, homeowner, signedInAs, stubApi } from '../../../test/stubApi';
import { renderShell } from '../../../test/render';
import { loadNavBar } from '../../nav';
import { loadRemoteComponent, remoteId } from '../remoteLoader';
import { RemoteScreen } from './RemoteScreen';

const { NavBar } = await loadNavBar();

function Dashboard({ path }: RemoteScreenProps) {
  return <h1>Remote dashboard at {path}</h1>;
}

describe('RemoteScreen', () => {
  it('loads `${remote}/${module}` and renders its default export with the path', async () => {
    const loader = vi.fn(async () => ({ default: Dashboard }));
    const { api } = stubApi({ 'GET /api/auth/me': signedInAs(homeowner) });
    renderShell(<RemoteScreen remote="mf_homeowner" module="./Dashboard" path="/dashboard" />, { api, loader });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Remote dashboard at /dashboard' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('mf_homeowner/Dashboard');
  });

  it('shows the fallback in its area when the remote fails, and Retry really loads again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let up = false;
    const loader = vi.fn(async () => {
      if (!up) throw new Error('Failed to fetch mf-manifest.json');
      return { default: Dashboard };
    });
    const { api } = stubApi({ 'GET /api/auth/me': signedInAs(homeowner) });
    renderShell(<RemoteScreen remote="mf_homeowner" module="./Dashboard" path="/dashboard" />, { api, loader });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of Housesit is unavailable right now.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of Housesit is unavailable right now.');
    expect(loader).toHaveBeenCalledTimes(2);

    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Remote dashboard at /dashboard' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('keeps the nav working while a remote area is down', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const loader = vi.fn(async (id: string) => {
      if (id === 'mf_homeowner/Dashboard') throw new Error('remote stopped');
      return { default: () => <h1>Messages screen</h1> };
    });
    const { api } = stubApi({ 'GET /api/auth/me': signedInAs(homeowner) });
    renderShell(null, {
      api,
      loader,
      path: '/dashboard',
      routes: (
        <>
          <NavBar />
          <Routes>
            <Route path="/dashboard" element={<RemoteScreen key="d" remote="mf_homeowner" module="./Dashboard" path="/dashboard" />} />
            <Route path="/messages" element={<RemoteScreen key="m" remote="mf_homeowner" module="./Messages" path="/messages" />} />
          </Routes>
        </>
      ),
    });
    expect(await screen.findByText('This part of Housesit is unavailable right now.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { name: 'Messages screen' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('This part of Housesit is unavailable right now.')).not.toBeInTheDocument());
  });

  it('also catches a remote that throws while rendering', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('render bug');
    };
    const { api } = stubApi({ 'GET /api/auth/me': signedInAs(homeowner) });
    renderShell(<RemoteScreen remote="mf_admin" module="./Users" path="/users" />, { api, loader: async () => ({ default: Broken }) });
    expect(await screen.findByText('This part of Housesit is unavailable right now.')).toBeInTheDocument();
  });
});

describe('failure reports', () => {
  it('tells the API once which remote module failed, on which page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { api, fetch } = stubApi({ 'GET /api/auth/me': signedInAs(homeowner), 'POST /api/registry/client-errors': { status: 204 } });
    const loader = vi.fn(async () => {
      throw new Error('Failed to fetch mf-manifest.json (report test)');
    });
    renderShell(<RemoteScreen remote="mf_homeowner" module="./Reports" path="/reports" />, { api, loader, path: '/reports' });
    await screen.findByRole('alert');
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/registry/client-errors')).toHaveLength(1));
    const [, init] = callsTo(fetch, 'POST', '/api/registry/client-errors')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      remote: 'mf_homeowner',
      module: 'mf_homeowner/Reports',
      release: null,
      message: 'Failed to fetch mf-manifest.json (report test)',
      page: '/reports',
      refused: false,
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('alert');
    expect(loader).toHaveBeenCalledTimes(2);
    expect(callsTo(fetch, 'POST', '/api/registry/client-errors')).toHaveLength(1);
  });
});

describe('remote module helpers', () => {
  it('builds ids without the ./ prefix', () => {
    expect(remoteId('mf_public', './PlanDialog')).toBe('mf_public/PlanDialog');
  });

  it('rejects a module without a component', async () => {
    await expect(loadRemoteComponent(async () => ({ default: 42 }), 'mf_x/Y')).rejects.toThrow('mf_x/Y did not provide a component');
    await expect(loadRemoteComponent(async () => null, 'mf_x/Y')).rejects.toThrow();
  });
});
