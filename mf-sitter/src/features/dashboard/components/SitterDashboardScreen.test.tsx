import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, setHours, startOfDay } from 'date-fns';
import { SITTER_PAY_CENTS, formatCents } from '@housesit/shared-contracts';
import { makeCompletedVisit, makeVisit, page } from '../../../test/fixtures';
import { renderWithKit } from '../../../test/renderWithKit';
import SitterDashboardScreen from './SitterDashboardScreen';

const today = (hour: number) => setHours(startOfDay(new Date()), hour).toISOString();

describe('Sitter dashboard', () => {
  it("greets the sitter and shows the day from GET /api/visits", async () => {
    const { calls } = renderWithKit(<SitterDashboardScreen path="/sitter/dashboard" />, {
      routes: {
        '/api/visits': {
          body: page([
            makeVisit({ id: 1, status: 'scheduled', scheduledDate: today(23), accessInstructions: 'Lockbox 4321', propertyAddress: '1 Late Ln' }),
            makeVisit({ id: 2, status: 'in_progress', scheduledDate: today(1), propertyAddress: '2 Early Way' }),
            makeCompletedVisit(3, today(0), { planType: 'extended' }),
            makeVisit({ id: 4, status: 'scheduled', scheduledDate: addDays(new Date(), 3).toISOString() }),
          ]),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sam!' })).toBeInTheDocument();
    const numbers = await screen.findByRole('group', { name: 'Your day in numbers' });
    expect(within(numbers).getByText('Active Jobs').parentElement).toHaveTextContent('1');
    expect(within(numbers).getByText('Completed Today').parentElement).toHaveTextContent('1');
    expect(within(numbers).getByText('Upcoming Visits').parentElement).toHaveTextContent('2');
    expect(within(numbers).getByText("This Week's Earnings").parentElement).toHaveTextContent(formatCents(SITTER_PAY_CENTS.extended));

    const schedule = screen.getByRole('list', { name: "Today's visits" });
    const items = within(schedule).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.includes('2 Early Way'))).toEqual([false, true, false]);
    expect(items[2]).toHaveTextContent('1 Late Ln');
    expect(items[2]).toHaveTextContent('Lockbox 4321');
    expect(screen.getByRole('list', { name: 'Recent activity' })).toHaveTextContent('Completed visit at');
    expect(calls.some((u) => u.pathname === '/api/visits')).toBe(true);

    await userEvent.click(within(items[2]!).getByRole('button', { name: /View details/ }));
    expect(screen.getByRole('dialog', { name: 'Visit #1' })).toHaveTextContent('Lockbox 4321');
  });

  it('offers Retry when the visits fail to load', async () => {
    renderWithKit(<SitterDashboardScreen path="/housesitter" />, {
      routes: { '/api/visits': { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
