import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@housesit/shared-contracts';
import { useApiQuery } from '@housesit/shell/kit';
import { createFakeSockets, createStubFetch, homeownerUser, page, renderArea } from '@housesit/shell/kit/testing';
import { useLiveUpdates } from './useLiveUpdates';

const sockets = createFakeSockets();

function Probe() {
  const { connected } = useLiveUpdates((url) => sockets.createSocket(url));
  const visits = useApiQuery(queryKeys.visits.assigned(homeownerUser.id), (api) => api.visits.list());
  return (
    <p>
      {connected ? 'connected' : 'offline'}, {visits.data ? 'visits shown' : 'loading'}
    </p>
  );
}

describe('useLiveUpdates catching up when its socket opens', () => {
  it('refetches what events move once the socket is open, after the screen had a head start', async () => {
    const stub = createStubFetch({ '/api/visits': { body: page([]) } }, { user: homeownerUser });
    renderArea(<Probe />, { stub });
    await screen.findByText('offline, visits shown');
    await waitFor(() => expect(sockets.sockets).toHaveLength(1));
    sockets.latest().open();
    await screen.findByText('connected, visits shown');
    // Not at once: the first screen is still rendering what the page brought.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stub.callsTo('/api/visits')).toHaveLength(1);
    await waitFor(() => expect(stub.callsTo('/api/visits')).toHaveLength(2), { timeout: 3_000 });
  });
});
