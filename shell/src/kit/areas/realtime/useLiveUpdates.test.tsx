import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@housesit/shared-contracts';
import { useApiQuery, useScreenReady } from '@housesit/shell/kit';
import { createFakeSockets, createStubFetch, homeownerUser, page, renderArea } from '@housesit/shell/kit/testing';
import { useLiveUpdates } from './useLiveUpdates';

const sockets = createFakeSockets();

function Probe() {
  const { connected } = useLiveUpdates((url) => sockets.createSocket(url));
  const visits = useApiQuery(queryKeys.visits.assigned(homeownerUser.id), (api) => api.visits.list());
  const ready = useScreenReady();
  return (
    <p>
      {connected ? 'connected' : 'offline'}, {visits.data ? 'visits shown' : 'loading'}, {ready ? 'ready' : 'busy'}
    </p>
  );
}

describe('useLiveUpdates catching up when its socket opens', () => {
  it('keeps the page busy until the socket is open and the catch-up has refetched what events move', async () => {
    const stub = createStubFetch({ '/api/visits': { body: page([]) } }, { user: homeownerUser });
    renderArea(<Probe />, { stub });
    // The visits are shown, but nothing is pushed before the socket opens: not done yet.
    await screen.findByText('offline, visits shown, busy');
    await waitFor(() => expect(sockets.sockets).toHaveLength(1));
    sockets.latest().open();
    // Not at once: the first screen is still rendering what the page brought. The catch-up is
    // scheduled, so the page stays busy.
    expect(screen.getByText('connected, visits shown, busy')).toBeInTheDocument();
    expect(stub.callsTo('/api/visits')).toHaveLength(1);
    await screen.findByText('connected, visits shown, ready', {}, { timeout: 3_000 });
    expect(stub.callsTo('/api/visits')).toHaveLength(2);
  });

  it('is not busy for a socket that failed to open', async () => {
    const stub = createStubFetch({ '/api/visits': { body: page([]) } }, { user: homeownerUser });
    const opened = sockets.sockets.length;
    renderArea(<Probe />, { stub });
    await waitFor(() => expect(sockets.sockets).toHaveLength(opened + 1));
    sockets.latest().drop();
    await screen.findByText('offline, visits shown, ready');
  });
});
