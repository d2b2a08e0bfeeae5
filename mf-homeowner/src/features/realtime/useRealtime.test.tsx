import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '@housesit/shared-contracts';
import { useSession } from '@housesit/shell/kit';
import { createStubFetch, homeownerUser, renderArea, toastTexts } from '@housesit/shell/kit/testing';
import { sockets } from '../../test/sockets';
import { useRealtime } from './useRealtime';

function Probe({ onVisitCompleted }: { onVisitCompleted?: () => void }) {
  const [events, setEvents] = useState<RealtimeEvent[]>([]);
  const { connected, send } = useRealtime({
    onEvent: (event) => setEvents((list) => [...list, event]),
    onVisitCompleted,
    createSocket: (url) => sockets.createSocket(url),
  });
  const { status } = useSession();
  return (
    <div>
      <p>{connected ? 'connected' : 'offline'}</p>
      <p>{status}</p>
      <p data-testid="events">{events.map((e) => e.type).join(',')}</p>
      <button type="button" onClick={() => send({ type: 'typing', visitId: 4 })}>
        type
      </button>
    </div>
  );
}

function renderProbe(options: { signedIn?: boolean; onVisitCompleted?: () => void } = {}) {
  const stub = createStubFetch({}, { user: (options.signedIn ?? true) ? homeownerUser : null });
  return renderArea(<Probe onVisitCompleted={options.onVisitCompleted} />, { stub: stub, path: '/reports' });
}

async function openSocket() {
  await waitFor(() => expect(sockets.sockets).toHaveLength(1));
  const socket = sockets.latest();
  socket.open();
  return socket;
}

afterEach(() => vi.useRealTimers());

describe('useRealtime', () => {
  it("opens /ws on the page's own host for the signed-in homeownerUser and closes it on leave", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = renderProbe();
    const socket = await openSocket();
    expect(socket.url).toBe(`ws://${window.location.host}/ws`);
    expect(screen.getByText('connected')).toBeInTheDocument();

    view.unmount();
    expect(socket.closed).toBe(true);
    // Leaving is not a dropped connection: past the longest reconnect delay (fake timers),
    // nothing has reconnected.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(sockets.sockets).toHaveLength(1);
  });

  it('opens nothing without a signed-in user', async () => {
    renderProbe({ signedIn: false });
    await screen.findByText('unauthenticated');
    // The render that knows there is no user has run its effects.
    await act(async () => {});
    expect(sockets.sockets).toHaveLength(0);
  });

  it("shows 'Visit Completed', refetches and scrolls to the top on this user's visitCompleted", async () => {
    const onVisitCompleted = vi.fn();
    renderProbe({ onVisitCompleted });
    const socket = await openSocket();

    socket.receive({ type: 'visitCompleted', homeownerId: homeownerUser.id + 1, visitId: 9 });
    expect(toastTexts()).toEqual([]);
    expect(onVisitCompleted).not.toHaveBeenCalled();

    socket.receive({ type: 'visitCompleted', homeownerId: homeownerUser.id, visitId: 9 });
    expect(toastTexts()).toEqual(['Visit Completed: Your visit has been completed and the report is now available']);
    expect(onVisitCompleted).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByTestId('events')).toHaveTextContent('visitCompleted,visitCompleted');
  });

  it('logs and ignores malformed messages', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderProbe();
    const socket = await openSocket();

    socket.receive('not json {');
    socket.receive({ type: 'visitCompleted', homeownerId: 'seven' });
    socket.receive({ type: 'somethingElse' });
    socket.receive({ type: 'typing', visitId: 4, userId: 3, firstName: 'Sam' });

    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]).toEqual(['Ignoring a malformed realtime message', 'not json {']);
    expect(screen.getByTestId('events')).toHaveTextContent(/^typing$/);
    expect(toastTexts()).toEqual([]);
    warn.mockRestore();
  });

  it('reconnects with a growing delay and resets it once connected', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderProbe();
    await vi.waitFor(() => expect(sockets.sockets).toHaveLength(1));

    sockets.latest().drop();
    act(() => void vi.advanceTimersByTime(999));
    expect(sockets.sockets).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(sockets.sockets).toHaveLength(2);

    sockets.latest().drop();
    act(() => void vi.advanceTimersByTime(1999));
    expect(sockets.sockets).toHaveLength(2);
    act(() => void vi.advanceTimersByTime(1));
    expect(sockets.sockets).toHaveLength(3);

    sockets.latest().open();
    sockets.latest().drop();
    act(() => void vi.advanceTimersByTime(1000));
    expect(sockets.sockets).toHaveLength(4);
  });

  it('sends client messages only while the socket is open', async () => {
    renderProbe();
    await waitFor(() => expect(sockets.sockets).toHaveLength(1));
    const socket = sockets.latest();
    act(() => screen.getByRole('button', { name: 'type' }).click());
    expect(socket.sent).toEqual([]);

    socket.open();
    act(() => screen.getByRole('button', { name: 'type' }).click());
    expect(socket.sent).toEqual([{ type: 'typing', visitId: 4 }]);
  });
});
