import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { KitProvider, useSession } from '@housesit/shell/kit';
import { callsTo, homeowner, signedInAs, signedOut, stubApi, type StubReply } from '../../test/stubApi';

function Probe({ name }: { name: string }) {
  const { user, status, error } = useSession();
  return <p>{`${name}: ${status} ${user?.username ?? '-'} ${error ? error.message : ''}`.trim()}</p>;
}

function renderSession(me: StubReply) {
  const stub = stubApi({ 'GET /api/auth/me': me });
  render(
    <KitProvider api={stub.api}>
      <Probe name="a" />
      <Probe name="b" />
    </KitProvider>,
  );
  return stub;
}

/** Runs every timer due in the next minute (fake timers): a retry SWR would make has been made. */
async function letRetriesRun() {
  await act(() => vi.advanceTimersByTimeAsync(60_000));
}

describe('useSession', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is loading, then authenticated, with one request for every reader', async () => {
    const { fetch } = renderSession(signedInAs(homeowner));
    expect(screen.getByText('a: loading -')).toBeInTheDocument();
    expect(await screen.findByText('a: authenticated homeowner')).toBeInTheDocument();
    expect(screen.getByText('b: authenticated homeowner')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/auth/me')).toHaveLength(1);
  });

  it("starts from the session the page carried: authenticated at the first render, the server's answer still read once", async () => {
    const { fetch, api } = stubApi({ 'GET /api/auth/me': signedOut });
    render(
      <KitProvider api={api} session={homeowner}>
        <Probe name="a" />
      </KitProvider>,
    );
    expect(screen.getByText('a: authenticated homeowner')).toBeInTheDocument();
    // The background check finds the session gone: the page's copy does not outlive it.
    expect(await screen.findByText('a: unauthenticated -')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/auth/me')).toHaveLength(1);
  });

  it('treats 401 as signed out, without retrying', async () => {
    const { fetch } = renderSession(signedOut);
    expect(await screen.findByText('a: unauthenticated -')).toBeInTheDocument();
    await letRetriesRun();
    expect(callsTo(fetch, 'GET', '/api/auth/me')).toHaveLength(1);
  });

  it("raises 'status: text' for other failures and does not retry them", async () => {
    const { fetch } = renderSession({ status: 503, body: { message: 'down' } });
    expect(await screen.findByText('a: unauthenticated - 503: {"message":"down"}')).toBeInTheDocument();
    await letRetriesRun();
    expect(callsTo(fetch, 'GET', '/api/auth/me')).toHaveLength(1);
  });

  it('does not refetch on window focus', async () => {
    const { fetch } = renderSession(signedInAs(homeowner));
    await screen.findByText('a: authenticated homeowner');
    // SWR revalidates on the focus event itself; acting flushes whatever it would have started.
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await letRetriesRun();
    expect(callsTo(fetch, 'GET', '/api/auth/me')).toHaveLength(1);
  });
});
