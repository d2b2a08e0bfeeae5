import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, subDays } from 'date-fns';
import type { User } from '@housesit/shared-contracts';
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

const annAccount: User = {
  id: 10,
  username: 'annlee',
  email: 'ann.lee@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '(781) 555-0187',
  address: '14 Front Street, Marblehead, MA 01945',
  role: 'homeowner',
};

const accountsRoute = (url: URL) => ({ body: { items: url.searchParams.get('role') === 'homeowner' ? [annAccount] : [] } });

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

  it('searches by email once the accounts are known', async () => {
    renderWithKit(<UsersScreen path="/users" />, { routes: { '/api/admin/jobs': { body: page(jobs) }, '/api/admin/users': accountsRoute } });
    const search = await screen.findByLabelText('Search users');
    await screen.findByRole('link', { name: 'Message Ann Lee by email' });
    await userEvent.type(search, 'ann.lee@');
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.queryByText('Bob Ray')).toBeNull();
  });

  it("'Message' is an email to the user and 'View Details' shows contact details and every visit", async () => {
    const { calls } = renderWithKit(<UsersScreen path="/users" />, {
      routes: { '/api/admin/jobs': { body: page(jobs) }, '/api/admin/users': accountsRoute },
    });
    const message = await screen.findByRole('link', { name: 'Message Ann Lee by email' });
    expect(message).toHaveAttribute('href', 'mailto:ann.lee@example.com');
    expect(calls.find((u) => u.pathname === '/api/admin/users')?.searchParams.get('role')).toBe('homeowner');
    // Bob has no account in the list: no Message link that would go nowhere.
    expect(screen.queryByRole('link', { name: 'Message Bob Ray by email' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'View Details of Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Ann Lee' });
    const contact = within(dialog).getByRole('region', { name: 'Contact details' });
    expect(contact).toHaveTextContent('annlee');
    expect(within(contact).getByRole('link', { name: 'ann.lee@example.com' })).toHaveAttribute('href', 'mailto:ann.lee@example.com');
    expect(within(contact).getByRole('link', { name: '(781) 555-0187' })).toHaveAttribute('href', 'tel:7815550187');
    expect(contact).toHaveTextContent('14 Front Street, Marblehead, MA 01945');
    const visits = within(dialog).getByRole('list', { name: 'Visits (4)' });
    expect(within(visits).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual(['Visit #3', 'Visit #1', 'Visit #2', 'Visit #4']);
    expect(within(dialog).getByRole('link', { name: 'Message' })).toHaveAttribute('href', 'mailto:ann.lee@example.com');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
