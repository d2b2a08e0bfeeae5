import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, subDays } from 'date-fns';
import { makeVisit, page } from '../../../test/fixtures';
import { renderWithKit } from '../../../test/renderWithKit';
import UsersScreen from './UsersScreen';

const daysFromNow = (n: number) => (n >= 0 ? addDays(new Date(), n) : subDays(new Date(), -n)).toISOString();
const ann = { homeownerId: 10, homeowner: { id: 10, firstName: 'Ann', lastName: 'Lee' } };
const bob = { homeownerId: 20, homeowner: { id: 20, firstName: 'Bob', lastName: 'Ray' } };

const jobs = [
  makeVisit({ id: 1, ...ann, status: 'completed', scheduledDate: daysFromNow(-3), totalAmount: '65.00' }),
  makeVisit({ id: 2, ...ann, status: 'completed', scheduledDate: daysFromNow(-40), totalAmount: '85.00' }),
  makeVisit({ id: 3, ...ann, status: 'scheduled', scheduledDate: daysFromNow(5), totalAmount: '65.00' }),
  makeVisit({ id: 4, ...ann, status: 'completed', scheduledDate: daysFromNow(-60), totalAmount: '65.00' }),
  makeVisit({ id: 5, ...bob, status: 'completed', scheduledDate: daysFromNow(-45), totalAmount: '85.00' }),
];

describe('Users screen', () => {
  it('groups jobs from every page by homeowner', async () => {
    const { calls } = renderWithKit(<UsersScreen path="/users" />, {
      routes: {
        '/api/admin/jobs': (url) =>
          url.searchParams.get('offset') === '0' ? { body: page(jobs.slice(0, 3), 5, 3) } : { body: page(jobs.slice(3), 5, null) },
      },
    });
    const list = await screen.findByRole('list', { name: 'Users' });
    const cards = within(list).getAllByRole('listitem', { name: undefined }).filter((li) => li.parentElement === list);
    expect(cards).toHaveLength(2);
    expect(calls.filter((u) => u.pathname === '/api/admin/jobs').map((u) => u.searchParams.get('offset'))).toEqual(['0', '3']);

    const annCard = cards[0]!;
    expect(annCard).toHaveTextContent('Ann Lee');
    expect(annCard).toHaveTextContent('Active');
    expect(annCard).toHaveTextContent('$280.00');
    expect(annCard).toHaveTextContent('Has upcoming visits');
    expect(within(annCard).getAllByRole('listitem')).toHaveLength(3);
    expect(annCard).toHaveTextContent('+1 more');

    const bobCard = cards[1]!;
    expect(bobCard).toHaveTextContent('Inactive');
    expect(bobCard).toHaveTextContent('No scheduled visits');

    const totals = screen.getByRole('group', { name: 'User totals' });
    expect(within(totals).getByText('Total Users').parentElement).toHaveTextContent('2');
    expect(within(totals).getByText('Active Users').parentElement).toHaveTextContent('1');
    expect(within(totals).getByText('Avg Visits').parentElement).toHaveTextContent('2.5');
    expect(within(totals).getByText('Avg Spent').parentElement).toHaveTextContent('$182.50');
  });

  it('searches by homeowner id and name', async () => {
    renderWithKit(<UsersScreen path="/users" />, { routes: { '/api/admin/jobs': { body: page(jobs) } } });
    const search = await screen.findByLabelText('Search users');
    await userEvent.type(search, '20');
    expect(screen.getByText('Bob Ray')).toBeInTheDocument();
    expect(screen.queryByText('Ann Lee')).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, 'ann');
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.queryByText('Bob Ray')).toBeNull();
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No matching users')).toBeInTheDocument();
  });
});
