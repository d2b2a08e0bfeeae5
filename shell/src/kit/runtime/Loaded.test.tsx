import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { TOASTS, queryKeys } from '@housesit/shared-contracts';
import { EmptyState, Loaded, useApiQuery, useScreenReady, type LoadedQuery } from '@housesit/shell/kit';
import { renderArea } from '@housesit/shell/kit/testing';

/** Stands in for the shell's layout: its <main> says whether the page has work outstanding. */
function Main({ children }: { children: ReactNode }) {
  const ready = useScreenReady();
  return <main data-state={ready ? 'ready' : 'busy'}>{children}</main>;
}

const stats = { upcomingVisits: 3, completedVisits: 0, totalSpent: '0.00', nextVisitDate: null };

function StatsScreen() {
  const query = useApiQuery(queryKeys.userStats.all(), (api) => api.visits.userStats());
  return (
    <Main>
      <Loaded query={query} loading="Loading statistics...">
        {(data) => <p>upcoming {data.upcomingVisits}</p>}
      </Loaded>
    </Main>
  );
}

function List({ query }: { query: LoadedQuery<{ items: string[] }> }) {
  return (
    <Main>
      <Loaded query={query} loading="Loading list..." empty={<EmptyState title="Nothing yet" />}>
        {(data) => <p>{data.items.join(', ')}</p>}
      </Loaded>
    </Main>
  );
}

const main = () => screen.getByRole('main');

describe('Loaded', () => {
  it('shows the labelled spinner, counted busy, until the answer is on screen', async () => {
    renderArea(<StatsScreen />, { routes: { 'GET /api/user/stats': { body: stats } } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading statistics...');
    expect(main()).toHaveAttribute('data-state', 'busy');
    await waitFor(() => expect(main()).toHaveAttribute('data-state', 'ready'));
    expect(main()).toHaveTextContent('upcoming 3');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's message under the catalogue title, and Retry refetches", async () => {
    let calls = 0;
    renderArea(<StatsScreen />, {
      routes: {
        'GET /api/user/stats': () => {
          calls += 1;
          return calls === 1 ? { status: 500, body: { code: 'INTERNAL', message: 'The stats are down.' } } : { body: stats };
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TOASTS.loadFailed.title);
    expect(alert).toHaveTextContent('The stats are down.');
    await waitFor(() => expect(main()).toHaveAttribute('data-state', 'ready'));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('upcoming 3')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state for an answer with no items, the content otherwise', () => {
    const first = renderArea(<List query={{ data: { items: [] } }} />);
    expect(screen.getByRole('heading', { name: 'Nothing yet' })).toBeInTheDocument();
    expect(main()).toHaveAttribute('data-state', 'ready');
    first.unmount();
    renderArea(<List query={{ data: { items: ['a', 'b'] } }} />);
    expect(screen.getByText('a, b')).toBeInTheDocument();
  });

  it('stays loading (busy) while a retry after an error is on its way', () => {
    renderArea(<List query={{ error: new Error('down'), isLoading: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading list...');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(main()).toHaveAttribute('data-state', 'busy');
  });

  it('counts a loading element of its own as busy, and omits the title when told to', () => {
    const first = renderArea(
      <Main>
        <Loaded query={{}} loading={<p>Checking...</p>}>
          {() => null}
        </Loaded>
      </Main>,
    );
    expect(screen.getByText('Checking...')).toBeInTheDocument();
    expect(main()).toHaveAttribute('data-state', 'busy');
    first.unmount();
    renderArea(
      <Main>
        <Loaded query={{ error: new Error('No access.') }} loading={<p>Checking...</p>} errorTitle={null}>
          {() => null}
        </Loaded>
      </Main>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^No access\.$/);
    expect(main()).toHaveAttribute('data-state', 'ready');
  });
});
