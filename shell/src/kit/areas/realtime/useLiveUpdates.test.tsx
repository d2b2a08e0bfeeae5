import { screen, waitFor } from '@testing-library/react';
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REALTIME_CLOSE_CODES, queryKeys } from '@housesit/shared-contracts';
import { Spinner, useApiQuery, useNotificationUnread, useScreenReady, useSession } from '@housesit/shell/kit';
import { createFakeSockets, createStubFetch, homeownerUser, page, renderArea, sitterUser } from '@housesit/shell/kit/testing';
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

/** Another part of the screen, still loading until the test draws it. */
let drawChart = () => {};
function SlowChart() {
  const [drawn, setDrawn] = useState(false);
  drawChart = () => setDrawn(true);
  return drawn ? null : <Spinner label="Loading chart..." />;
}

describe('useLiveUpdates waiting for the screen before it catches up', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Renders the probe beside a part still loading, and opens its socket on a clock the test moves. */
  async function openWhileLoading() {
    const stub = createStubFetch({ '/api/visits': { body: page([]) } }, { user: homeownerUser });
    const opened = sockets.sockets.length;
    renderArea(
      <>
        <Probe />
        <SlowChart />
      </>,
      { stub },
    );
    await screen.findByText('offline, visits shown, busy');
    await waitFor(() => expect(sockets.sockets).toHaveLength(opened + 1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => sockets.latest().open());
    return stub;
  }

  it('refetches only once the rest of the screen has done its work', async () => {
    const stub = await openWhileLoading();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(stub.callsTo('/api/visits')).toHaveLength(1);
    act(() => drawChart());
    act(() => {
      vi.advanceTimersByTime(0);
    });
    vi.useRealTimers();
    await screen.findByText('connected, visits shown, ready');
    expect(stub.callsTo('/api/visits')).toHaveLength(2);
  });

  it('refetches 3 s after the socket opened however long the rest of the screen stays busy', async () => {
    const stub = await openWhileLoading();
    act(() => {
      vi.advanceTimersByTime(2_999);
    });
    expect(stub.callsTo('/api/visits')).toHaveLength(1);
    // At 3 s the catch-up starts; its idle moment and the refetch follow within a few timers.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(stub.callsTo('/api/visits')).toHaveLength(2);
    // Caught up while the chart still loads: the page stays busy for the chart alone.
    expect(screen.getByText('connected, visits shown, busy')).toBeInTheDocument();
  });
});

function BadgeProbe() {
  const { connected } = useLiveUpdates((url) => sockets.createSocket(url));
  const unread = useNotificationUnread();
  return (
    <p>
      {connected ? 'connected' : 'offline'}, {unread === undefined ? 'loading' : `${unread} unread`}
    </p>
  );
}

describe('useLiveUpdates and the notification badge', () => {
  it.each([
    { type: 'visitCompleted', homeownerId: homeownerUser.id, visitId: 7 },
    { type: 'visitChanged', visitId: 7, status: 'cancelled', assignedSitterId: null },
    { type: 'notificationsChanged' },
  ])('refetches the unread notification count on $type', async (event) => {
    let unread = 0;
    const stub = createStubFetch({ '/api/notifications/unread': () => ({ body: { unread } }) }, { user: homeownerUser });
    const opened = sockets.sockets.length;
    renderArea(<BadgeProbe />, { stub });
    await screen.findByText('offline, 0 unread');
    await waitFor(() => expect(sockets.sockets).toHaveLength(opened + 1));
    sockets.latest().open();
    // The catch-up after opening refetches it once.
    await waitFor(() => expect(stub.callsTo('/api/notifications/unread')).toHaveLength(2), { timeout: 3_000 });
    unread = 1;
    sockets.latest().receive(event);
    await screen.findByText('connected, 1 unread');
    expect(stub.callsTo('/api/notifications/unread')).toHaveLength(3);
  });
});

function SessionProbe() {
  const { connected } = useLiveUpdates((url) => sockets.createSocket(url));
  const { status } = useSession();
  return (
    <p>
      {connected ? 'connected' : 'offline'}, {status}
    </p>
  );
}

describe('useLiveUpdates when the server ends the session', () => {
  it('asks for the session again at once, so a deactivated account leaves the page without waiting for a request', async () => {
    let signedIn = true;
    const stub = createStubFetch({
      '/api/auth/me': () =>
        signedIn
          ? { body: { user: sitterUser } }
          : { status: 401, body: { code: 'auth.not_signed_in', message: 'You need to sign in to do that.' } },
    });
    const opened = sockets.sockets.length;
    renderArea(<SessionProbe />, { stub });
    await waitFor(() => expect(sockets.sockets).toHaveLength(opened + 1));
    sockets.latest().open();
    await screen.findByText('connected, authenticated');
    const asked = stub.callsTo('/api/auth/me').length;
    signedIn = false;
    sockets.latest().drop(REALTIME_CLOSE_CODES.sessionEnded);
    await screen.findByText('offline, unauthenticated');
    expect(stub.callsTo('/api/auth/me').length).toBe(asked + 1);
    // No reconnect for an ended session.
    expect(sockets.sockets).toHaveLength(opened + 1);
  });
});
