import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { User, VisitPage } from '@housesit/shared-contracts';
import { KitProvider, useScreenReady, useToastQueue, useVisitsData } from '@housesit/shell/kit';
import { Toaster } from '../../features/toaster';
import { admin, callsTo, homeowner, signedInAs, signedOut, sitter, stubApi, type StubReply } from '../../test/stubApi';
import { visitsLoaderProblem } from './useVisitsData';

const page: VisitPage = { items: [], total: 3, nextOffset: null };

function Visits({ role }: { role: string }) {
  const { data, error, isLoading } = useVisitsData(role, { limit: 3 });
  if (error) return <p>error: {error.message}</p>;
  if (isLoading) return <p>loading</p>;
  return <p>total {data?.total}</p>;
}

function renderVisits(role: string, me: StubReply, routes: Record<string, StubReply> = {}) {
  const stub = stubApi({
    'GET /api/auth/me': me,
    'GET /api/visits': { status: 200, body: page },
    'GET /api/admin/jobs': { status: 200, body: { ...page, total: 9 } },
    ...routes,
  });
  render(
    <KitProvider api={stub.api}>
      <Visits role={role} />
      <Toaster />
    </KitProvider>,
  );
  return stub;
}

describe('useVisitsData', () => {
  it('reads GET /api/admin/jobs for admins', async () => {
    const { fetch } = renderVisits('admin', signedInAs(admin));
    expect(await screen.findByText('total 9')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/admin/jobs')).toHaveLength(1);
    expect(String(callsTo(fetch, 'GET', '/api/admin/jobs')[0]![0])).toContain('limit=3');
    expect(callsTo(fetch, 'GET', '/api/visits')).toHaveLength(0);
  });

  it.each([
    ['homeowner', homeowner],
    ['sitter', sitter],
    ['housesitter', sitter],
  ] as [string, User][])('reads GET /api/visits for %s', async (role, user) => {
    const { fetch } = renderVisits(role, signedInAs(user));
    expect(await screen.findByText('total 3')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/visits')).toHaveLength(1);
  });

  it("refuses an unknown role with the spec's message", async () => {
    renderVisits('guest', signedInAs(homeowner));
    expect(await screen.findByText("error: Invalid role: guest. Must be 'admin', 'homeowner', or 'sitter'")).toBeInTheDocument();
  });

  it('refuses a role that is not the user’s', async () => {
    const { fetch } = renderVisits('admin', signedInAs(homeowner));
    expect(await screen.findByText('error: Role mismatch: expected admin, got homeowner')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/api/admin/jobs')).toHaveLength(0);
  });

  it('refuses signed-out callers', async () => {
    renderVisits('homeowner', signedOut);
    expect(await screen.findByText('error: User must be authenticated to fetch visit data')).toBeInTheDocument();
  });

  it("reports a failed load as 'Error fetching {role} data: {message}' with the 'Failed to load data' toast", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderVisits('homeowner', signedInAs(homeowner), { 'GET /api/visits': { status: 500, body: { message: 'db down' } } });
      expect(await screen.findByText('error: Error fetching homeowner data: 500: {"message":"db down"}')).toBeInTheDocument();
      expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('toasts a failed load once, however many hooks share it and however often SWR retries it', async () => {
    const shown: number[] = [];
    function ToastLog() {
      const { toasts } = useToastQueue();
      const latest = toasts[0]?.id;
      useEffect(() => {
        if (latest !== undefined) shown.push(latest);
      }, [latest]);
      return null;
    }
    function ScreenState() {
      return <output>{useScreenReady() ? 'ready' : 'busy'}</output>;
    }
    const stub = stubApi({ 'GET /api/auth/me': signedInAs(admin), 'GET /api/admin/jobs': { status: 500, body: { message: 'db down' } } });
    render(
      <KitProvider api={stub.api}>
        <Visits role="admin" />
        <Visits role="admin" />
        <ToastLog />
        <ScreenState />
      </KitProvider>,
    );
    expect(await screen.findAllByText(/^error: Error fetching admin data/, {}, { timeout: 5000 })).toHaveLength(2);
    // The page is busy while the retry (1 s later) is due and ready once it has failed too.
    await screen.findByText('ready', {}, { timeout: 5000 });
    expect(callsTo(stub.fetch, 'GET', '/api/admin/jobs')).toHaveLength(2);
    // Its render's effects (where a toast would be raised) have run.
    await act(async () => {});
    expect(shown).toHaveLength(1);
  });

  it('knows the rules without rendering', () => {
    expect(visitsLoaderProblem('sitter', { role: 'housesitter' })).toBeNull();
    expect(visitsLoaderProblem('homeowner', null)).toBe('User must be authenticated to fetch visit data');
  });
});
