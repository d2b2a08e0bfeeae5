import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { CONTRACT_VERSION, type RemoteScreenProps } from '@housesit/shared-contracts';
import { callsTo, homeowner, signedInAs, stubApi } from '../../../test/stubApi';
import { renderShell } from '../../../test/render';
import { RegistryContext, type RegistryState } from '../../registry';
import { RemoteScreen } from '../components/RemoteScreen';
import { forgetLoadReports, LOAD_BATCH_MS } from './reportLoad';

/** This page got mf_admin's staging release and mf_homeowner's build. */
const registry: RegistryState = {
  status: 'ready',
  registry: {
    contractVersion: CONTRACT_VERSION,
    apiOrigin: null,
    environment: 'test',
    remotes: {
      mf_admin: { entry: '/releases/mf_admin/1.1.0-bbbb/mf-manifest.json', version: '1.1.0', channel: 'staging', release: '1.1.0-bbbb' },
      mf_homeowner: { entry: '/remotes/mf_homeowner/mf-manifest.json', version: '1.0.0', channel: 'stable' },
    },
  },
  remotes: [],
  missing: [],
  optIns: {},
};

function Screen({ path }: RemoteScreenProps) {
  return <h1>Screen at {path}</h1>;
}

const routes = {
  'GET /api/auth/me': signedInAs(homeowner),
  'POST /api/registry/page-loads': { status: 204 },
  'POST /api/registry/client-errors': { status: 204 },
} as const;

// A page counts an area once: start from a page that has counted none (the suite's files share one
// page and module cache, so another file's screens may have been counted).
beforeEach(() => forgetLoadReports());
afterEach(() => forgetLoadReports());

describe('page load reports', () => {
  it('counts each area a page showed once, with its release and channel, in one beacon', async () => {
    const { api, fetch } = stubApi(routes);
    renderShell(
      <RegistryContext.Provider value={registry}>
        <RemoteScreen remote="mf_admin" module="./Users" path="/users" />
        <RemoteScreen remote="mf_admin" module="./Jobs" path="/jobs" />
        <RemoteScreen remote="mf_homeowner" module="./Dashboard" path="/dashboard" />
      </RegistryContext.Provider>,
      { api, loader: async () => ({ default: Screen }) },
    );
    expect(await screen.findAllByRole('heading')).toHaveLength(3);
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/registry/page-loads')).toHaveLength(1), { timeout: LOAD_BATCH_MS + 2000 });
    const [, init] = callsTo(fetch, 'POST', '/api/registry/page-loads')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      loads: [
        { remote: 'mf_admin', release: '1.1.0-bbbb', channel: 'staging' },
        { remote: 'mf_homeowner', release: null, channel: 'stable' },
      ],
    });
  });

  it('counts a screen that throws at render as a failure of its release, never as a load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('render bug (load report test)');
    };
    const { api, fetch } = stubApi(routes);
    renderShell(
      <RegistryContext.Provider value={registry}>
        <RemoteScreen remote="mf_admin" module="./Users" path="/users" />
        <RemoteScreen remote="mf_homeowner" module="./Dashboard" path="/dashboard" />
      </RegistryContext.Provider>,
      { api, loader: async (id) => ({ default: id.startsWith('mf_admin/') ? Broken : Screen }) },
    );
    expect(await screen.findByText('This part of Housesit is unavailable right now.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/registry/client-errors')).toHaveLength(1));
    const [, init] = callsTo(fetch, 'POST', '/api/registry/client-errors')[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ remote: 'mf_admin', release: '1.1.0-bbbb', channel: 'staging' });
    // The page's one beacon names the area that was shown, not the one that threw.
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/registry/page-loads')).toHaveLength(1), { timeout: LOAD_BATCH_MS + 2000 });
    const [, beacon] = callsTo(fetch, 'POST', '/api/registry/page-loads')[0]!;
    expect(JSON.parse(String(beacon?.body))).toEqual({ loads: [{ remote: 'mf_homeowner', release: null, channel: 'stable' }] });
  });
});
