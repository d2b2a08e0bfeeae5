import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from 'date-fns';
import { TOASTS, formatCents, serviceDayKey } from '@housesit/shared-contracts';
import { makeReport, makeStartedReport, makeTask, page, renderArea, sitterUser, stagedRoutes } from '@housesit/shell/kit/testing';
import { makeCompletedVisit, makeEarnings, makeVisit } from '../../../test/fixtures';
import SitterDashboardScreen from './SitterDashboardScreen';

/** An instant on New York's today (the dashboard's day, docs/product/DECISIONS.md 'Time'): 06–23 UTC always fall inside it. */
const today = (utcHour: number) => `${serviceDayKey(new Date())}T${String(utcHour).padStart(2, '0')}:00:00.000Z`;

describe('Sitter dashboard', () => {
  it('greets the sitter and shows the day from GET /api/visits', async () => {
    const { stub } = renderArea(<SitterDashboardScreen path="/sitter/dashboard" />, {
      user: sitterUser,
      routes: {
        '/api/visits': {
          body: page([
            makeVisit({
              id: 1,
              status: 'scheduled',
              scheduledDate: today(23),
              propertyAddress: '1 Late Ln',
            }),
            makeVisit({ id: 2, status: 'in_progress', scheduledDate: today(7), propertyAddress: '2 Early Way' }),
            makeCompletedVisit(3, today(6), { planType: 'extended' }),
            makeVisit({ id: 4, status: 'scheduled', scheduledDate: addDays(new Date(), 3).toISOString() }),
          ]),
        },
        '/api/sitter/earnings': { body: makeEarnings({ weekCents: 4500 }) },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sam!' })).toBeInTheDocument();
    const numbers = await screen.findByRole('group', { name: 'Your day in numbers' });
    expect(within(numbers).getByText('Active Jobs').parentElement).toHaveTextContent('1');
    expect(within(numbers).getByText('Completed Today').parentElement).toHaveTextContent('1');
    expect(within(numbers).getByText('Upcoming Visits').parentElement).toHaveTextContent('2');
    // Its own query, whose first answer may render after the visits'.
    await waitFor(() => expect(within(numbers).getByText("This Week's Earnings").parentElement).toHaveTextContent(formatCents(4500)));

    const schedule = screen.getByRole('list', { name: "Today's visits" });
    const items = within(schedule).getAllByRole('listitem');
    expect(items.map((li) => li.textContent.includes('2 Early Way'))).toEqual([false, true, false]);
    expect(items[2]).toHaveTextContent('1 Late Ln');
    // No access text in the list: the visit's details reveal it on the day.
    expect(items[2]).toHaveTextContent('In View details, from an hour before the window');
    expect(screen.getByRole('list', { name: 'Recent activity' })).toHaveTextContent('Completed visit at');
    expect(stub.calls.some((u) => u.pathname === '/api/visits')).toBe(true);

    await userEvent.click(within(items[2]!).getByRole('button', { name: /View details/ }));
    const dialog = screen.getByRole('dialog', { name: 'Visit #1' });
    expect(within(dialog).getByRole('button', { name: 'Show access details' })).toBeInTheDocument();
  });

  it('tells the sitter of visits moved or taken off their schedule, in the words of each kind', async () => {
    const taken = {
      id: 2,
      type: 'sitterVisitUnassigned',
      visitId: 20,
      details: { date: '2026-06-24', timeWindow: 'morning', address: '8 Washington Street' },
      createdAt: '2026-06-15T14:00:00.000Z',
      readAt: null,
    };
    const moved = {
      ...taken,
      id: 1,
      type: 'sitterVisitRescheduled',
      visitId: 21,
      details: { date: '2026-06-29', timeWindow: 'evening' },
      readAt: '2026-06-15T15:00:00.000Z',
    };
    renderArea(<SitterDashboardScreen path="/sitter/dashboard" />, {
      user: sitterUser,
      routes: {
        '/api/visits': { body: page([]) },
        '/api/sitter/earnings': { body: makeEarnings() },
        '/api/notifications': { body: { items: [taken, moved], unread: 1 } },
      },
    });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.getByText('1 unread notification')).toBeInTheDocument();
    const lost = within(list).getByRole('article', { name: 'Visit #20 is no longer yours' });
    expect(lost).toHaveTextContent(
      'The visit on Wednesday, June 24, 2026 · Morning (8–12) at 8 Washington Street was taken off your schedule',
    );
    expect(within(list).getByRole('article', { name: 'Visit #21 moved' })).toHaveTextContent(
      'Now on Monday, June 29, 2026 · Evening (4–8).',
    );
  });

  it('offers Retry when the visits fail to load', async () => {
    renderArea(<SitterDashboardScreen path="/housesitter" />, {
      user: sitterUser,
      routes: { '/api/visits': { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("does today's visit from the dashboard and refetches this week's earnings when it is completed", async () => {
    const report = makeStartedReport({ id: 900, mediaUrls: ['/api/media/p1'], checkInAt: today(7) });
    const visit = makeVisit({
      id: 9,
      status: 'in_progress',
      scheduledDate: today(7),
      tasks: [makeTask(91, 'Security check', 'security_check')],
      report,
    });
    const ticked = makeTask(91, 'Security check', 'security_check', true);
    const done = makeVisit({
      ...visit,
      status: 'completed',
      tasks: [ticked],
      report: makeReport({ ...report, completedAt: today(8), checkOutAt: today(8) }),
    });
    // Fixed answers before, after the tick and after completing (the earnings are the database's figure then).
    const routes = stagedRoutes(
      [
        { '/api/visits': { body: page([visit]) }, '/api/sitter/earnings': { body: makeEarnings({ weekCents: 0 }) } },
        { '/api/visits': { body: page([{ ...visit, tasks: [ticked] }]) } },
        { '/api/visits': { body: page([done]) }, '/api/sitter/earnings': { body: makeEarnings({ weekCents: 4500 }) } },
      ],
      { 'PATCH /api/visit/9/tasks/91': { body: { task: ticked } }, 'PATCH /api/visit/9/complete': { body: { visit: done } } },
    );
    renderArea(<SitterDashboardScreen path="/sitter/dashboard" />, { user: sitterUser, routes });
    const numbers = await screen.findByRole('group', { name: 'Your day in numbers' });
    await waitFor(() => expect(within(numbers).getByText("This Week's Earnings").parentElement).toHaveTextContent(formatCents(0)));

    const schedule = screen.getByRole('list', { name: "Today's visits" });
    await userEvent.click(within(schedule).getByRole('button', { name: /View details/ }));
    const dialog = screen.getByRole('dialog', { name: 'Visit #9' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Security check' }));
    await waitFor(() => expect(dialog).toHaveTextContent('1 of 1 done'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete visit' }));

    await waitFor(() => expect(screen.getByTestId('toasts')).toHaveTextContent(TOASTS.visitCompleted.title));
    await waitFor(() => expect(within(numbers).getByText("This Week's Earnings").parentElement).toHaveTextContent(formatCents(4500)));
    expect(within(numbers).getByText('Completed Today').parentElement).toHaveTextContent('1');
    expect(within(numbers).getByText('Active Jobs').parentElement).toHaveTextContent('0');
  });
});
