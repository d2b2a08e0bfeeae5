import { userEvent } from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStubFetch, homeownerUser, makeTask, page, renderArea } from '@housesit/shell/kit/testing';
import { makeVisit, stats } from '../../../test/fixtures';
import { DashboardScreen } from './DashboardScreen';

const statsRoute = { '/api/user/stats': () => ({ body: stats }) };

describe('DashboardScreen', () => {
  it('greets the user by first name and lists at most 3 upcoming visits with their details', async () => {
    const visits = [
      makeVisit(1, { tasks: [makeTask(1, 'Security check'), makeTask(2, 'Mail pickup')], totalAmount: '65.00' }),
      makeVisit(2, { tasks: [], totalAmount: '85.5', scheduledDate: '2030-07-11T16:00:00.000Z', timeWindow: 'midday' }),
      makeVisit(3, { tasks: [makeTask(3, 'Fish care')] }),
      // An API answering more than asked must still not push the dashboard past 3.
      makeVisit(4, { tasks: [makeTask(4, 'Litter box')] }),
    ];
    const stub = createStubFetch({ ...statsRoute, '/api/visits': () => ({ body: page(visits) }) }, { user: homeownerUser });
    renderArea(<DashboardScreen />, { stub: stub, path: '/dashboard' });

    expect(await screen.findByRole('heading', { level: 1, name: `Welcome back, ${homeownerUser.firstName}!` })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading', { name: 'Security check + Mail pickup' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Thursday, July 4, 2030 · Morning (8–12)')).toBeInTheDocument();
    expect(within(items[0]!).getByText('$65.00')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Upcoming')).toBeInTheDocument();
    // Each card opens its visit on My Visits, its link told apart from a same-named one by its date.
    const open = within(items[0]!).getByRole('link', { name: 'Security check + Mail pickup' });
    expect(open).toHaveAttribute('href', '/homeowner/visits?visit=1');
    expect(open).toHaveAccessibleDescription('Thursday, July 4, 2030 · Morning (8–12)');
    expect(within(items[1]!).getByRole('heading', { name: 'Home Visit' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Thursday, July 11, 2030 · Midday (12–4)')).toBeInTheDocument();
    expect(within(items[1]!).getByText('$85.50')).toBeInTheDocument();
    expect(screen.queryByText('Litter box')).not.toBeInTheDocument();

    const query = stub.callsTo('/api/visits')[0]!.searchParams;
    expect(Object.fromEntries(query)).toEqual({ when: 'upcoming', status: 'scheduled', limit: '3' });
  });

  it("welcomes a brand-new account without 'back'", async () => {
    const fresh = { upcomingVisits: 0, completedVisits: 0, totalSpent: '0.00', nextVisitDate: null };
    const stub = createStubFetch(
      { '/api/user/stats': () => ({ body: fresh }), '/api/visits': () => ({ body: page([]) }) },
      { user: homeownerUser },
    );
    renderArea(<DashboardScreen />, { stub: stub, path: '/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome, ${homeownerUser.firstName}!` })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('shows the user stats from /api/user/stats', async () => {
    const stub = createStubFetch({ ...statsRoute, '/api/visits': () => ({ body: page([]) }) }, { user: homeownerUser });
    renderArea(<DashboardScreen />, { stub: stub, path: '/dashboard' });

    expect(await screen.findByText('Upcoming visits')).toBeInTheDocument();
    expect(screen.getByText('Completed visits').nextSibling).toHaveTextContent('5');
    expect(screen.getByText('Total spent').nextSibling).toHaveTextContent('$325.00');
    expect(screen.getByText('Next on July 4, 2030')).toBeInTheDocument();
  });

  it('writes Total spent with a thousands separator', async () => {
    const stub = createStubFetch(
      { '/api/user/stats': () => ({ body: { ...stats, totalSpent: '1045.00' } }), '/api/visits': () => ({ body: page([]) }) },
      { user: homeownerUser },
    );
    renderArea(<DashboardScreen />, { stub, path: '/dashboard' });
    expect(await screen.findByText('$1,045.00')).toBeInTheDocument();
    expect(screen.getByText('Total spent').nextSibling).toHaveTextContent('$1,045.00');
  });

  it('says so when there are no upcoming visits', async () => {
    const stub = createStubFetch({ ...statsRoute, '/api/visits': () => ({ body: page([]) }) }, { user: homeownerUser });
    renderArea(<DashboardScreen />, { stub: stub, path: '/dashboard' });
    expect(await screen.findByText('No upcoming visits scheduled')).toBeInTheDocument();
  });

  it('shows a loading state while visits and stats load', async () => {
    const stub = createStubFetch({ ...statsRoute, '/api/visits': () => new Promise(() => {}) }, { user: homeownerUser });
    renderArea(<DashboardScreen />, { stub: stub, path: '/dashboard' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your dashboard...');
    expect(screen.queryByText('No upcoming visits scheduled')).not.toBeInTheDocument();
  });

  it("shows the spec's error with a Retry that loads again", async () => {
    let fail = true;
    const stub = createStubFetch(
      {
        ...statsRoute,
        '/api/visits': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: page([makeVisit(9)]) }),
      },
      { user: homeownerUser },
    );
    renderArea(<DashboardScreen />, { stub: stub, path: '/dashboard' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load data')).toBeInTheDocument();
    expect(within(alert).getByText('Error fetching homeowner data: 500: {"message":"boom"}')).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Home Visit' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("opens the booking wizard from 'Schedule a Housesit'", async () => {
    const stub = createStubFetch({ ...statsRoute, '/api/visits': () => ({ body: page([]) }) }, { user: homeownerUser });
    renderArea(<DashboardScreen />, { stub: stub, path: '/dashboard' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule a Housesit' }));
    const wizard = await screen.findByRole('dialog', { name: 'Book Housesit' });
    expect(within(wizard).getByRole('progressbar')).toHaveAccessibleName('Step 1 of 4');
    expect(within(wizard).getByRole('radio', { name: /Standard Visit/ })).not.toBeChecked();
  });

  it('opens the wizard with the plan chosen in the plan dialog, and forgets it on close', async () => {
    const stub = createStubFetch({ ...statsRoute, '/api/visits': () => ({ body: page([]) }) }, { user: homeownerUser });
    renderArea(<DashboardScreen />, { stub: stub, path: '/dashboard?plan=extended' });
    const wizard = await screen.findByRole('dialog', { name: 'Book Housesit' });
    expect(within(wizard).getByRole('radio', { name: /Extended Visit/ })).toBeChecked();
    // One card looks chosen: the dialog's first focus goes to the checked radio, so the focus ring
    // is not drawn on Standard next to Extended's chosen border.
    const radios = within(wizard).getAllByRole('radio');
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    expect(within(wizard).getByRole('radio', { name: /Extended Visit/ })).toHaveFocus();
    const highlighted = radios
      .map((radio) => radio.closest('label')!)
      .filter((card) => card.matches(':focus-within') || card.querySelector('input:checked'));
    expect(highlighted).toHaveLength(1);
    expect(within(wizard).getByRole('progressbar')).toHaveAccessibleName('Step 1 of 5');
    await userEvent.click(within(wizard).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('ignores an unknown plan in the address', async () => {
    const stub = createStubFetch({ ...statsRoute, '/api/visits': () => ({ body: page([]) }) }, { user: homeownerUser });
    renderArea(<DashboardScreen />, { stub: stub, path: '/dashboard?plan=gold' });
    expect(await screen.findByRole('button', { name: 'Schedule a Housesit' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says clearly that a declined payment booked nothing', async () => {
    const stub = createStubFetch({ ...statsRoute, '/api/visits': () => ({ body: page([]) }) }, { user: homeownerUser });
    renderArea(<DashboardScreen />, { stub: stub, path: '/dashboard?payment=declined' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment declined. No visit was booked and nothing was charged.');
  });
});
