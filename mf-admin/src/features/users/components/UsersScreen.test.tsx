import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOMEOWNER_PAGE_SIZE, type HomeownerSummary, type HomeownerSummaryPage } from '@housesit/shared-contracts';
import { makeVisit, page, adminUser, renderArea } from '@housesit/shell/kit/testing';
import UsersScreen from './UsersScreen';

const ann: HomeownerSummary = {
  homeownerId: 10,
  name: 'Ann Lee',
  username: 'annlee',
  email: 'ann.lee@example.com',
  phone: '(781) 555-0187',
  address: '14 Front Street, Marblehead, MA 01945',
  totalVisits: 4,
  totalSpentCents: 28000,
  lastVisit: '2025-06-12T14:00:00.000Z',
  isActive: true,
  hasUpcoming: true,
  upcomingVisits: 1,
  nextVisit: '2025-06-20T14:00:00.000Z',
  recentVisits: [
    { id: 1, scheduledDate: '2025-06-12T14:00:00.000Z', totalAmount: '65.00', status: 'completed' },
    { id: 2, scheduledDate: '2025-05-06T14:00:00.000Z', totalAmount: '85.00', status: 'completed' },
    { id: 4, scheduledDate: '2025-04-06T14:00:00.000Z', totalAmount: '65.00', status: 'completed' },
  ],
  moreVisits: 1,
};
const bob: HomeownerSummary = {
  ...ann,
  homeownerId: 20,
  name: 'Bob Ray',
  username: 'bobray',
  email: 'bob@example.com',
  phone: null,
  address: null,
  totalVisits: 1,
  totalSpentCents: 8500,
  isActive: false,
  hasUpcoming: false,
  upcomingVisits: 0,
  nextVisit: null,
  recentVisits: [{ id: 5, scheduledDate: '2025-05-01T14:00:00.000Z', totalAmount: '85.00', status: 'completed' }],
  moreVisits: 0,
};
/** A new customer: four visits booked, none taken place yet. */
const cleo: HomeownerSummary = {
  ...bob,
  homeownerId: 30,
  name: 'Cleo New',
  username: 'cleo',
  email: 'cleo@example.com',
  totalVisits: 4,
  totalSpentCents: 26000,
  lastVisit: null,
  hasUpcoming: true,
  upcomingVisits: 4,
  nextVisit: '2025-07-01T14:00:00.000Z',
  recentVisits: [],
  moreVisits: 0,
};
const overview = { totalUsers: 2, activeUsers: 1, avgVisits: 2.5, avgSpentCents: 18250 };

/** Answers like the API: filters by the search, pages by limit/offset. */
function homeownersRoute(everyone: HomeownerSummary[]) {
  return (url: URL) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const limit = Number(url.searchParams.get('limit'));
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const matching = everyone.filter((u) => !search || String(u.homeownerId).includes(search) || u.name.toLowerCase().includes(search));
    const items = matching.slice(offset, offset + limit);
    const body: HomeownerSummaryPage = {
      overview,
      items,
      total: matching.length,
      nextOffset: offset + items.length < matching.length ? offset + items.length : null,
    };
    return { body };
  };
}

const cardsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list);

describe('Users screen', () => {
  it('shows the page of homeowners and the totals the API grouped, without loading every job', async () => {
    const { calls } = renderArea(<UsersScreen path="/users" />, {
      user: adminUser,
      routes: { '/api/admin/users/homeowners': homeownersRoute([ann, bob]) },
    }).stub;
    const list = await screen.findByRole('list', { name: 'Users' });
    const cards = cardsOf(list);
    expect(cards).toHaveLength(2);
    expect(calls.some((u) => u.pathname === '/api/admin/jobs')).toBe(false);
    expect(calls.find((u) => u.pathname === '/api/admin/users/homeowners')?.searchParams.get('limit')).toBe(String(HOMEOWNER_PAGE_SIZE));

    const annCard = cards[0]!;
    expect(annCard).toHaveTextContent('Ann Lee');
    expect(annCard).toHaveTextContent('Active');
    expect(annCard).toHaveTextContent('$280.00');
    expect(annCard).toHaveTextContent('1 upcoming visit');
    expect(within(annCard).getAllByRole('listitem')).toHaveLength(3);
    expect(annCard).toHaveTextContent('+1 more');
    expect(cards[1]).toHaveTextContent('Inactive');
    expect(cards[1]).toHaveTextContent('No scheduled visits');
    expect(cards[1]).toHaveTextContent('Inactive');

    const totals = screen.getByRole('group', { name: 'User totals' });
    expect(within(totals).getByText('Total Users').parentElement).toHaveTextContent('2');
    expect(within(totals).getByText('Active Users').parentElement).toHaveTextContent('1');
    expect(within(totals).getByText('Active Users').parentElement).toHaveTextContent('Homeowners with a visit in the last 30 days');
    expect(within(totals).getByText('Avg Visits').parentElement).toHaveTextContent('2.5');
    expect(within(totals).getByText('Avg Spent').parentElement).toHaveTextContent('$182.50');
  });

  it("says a new customer is New, when their first visit is, and lists no '+n more' of nothing", async () => {
    renderArea(<UsersScreen path="/users" />, {
      user: adminUser,
      routes: { '/api/admin/users/homeowners': homeownersRoute([cleo]) },
    });
    const list = await screen.findByRole('list', { name: 'Users' });
    const [card] = cardsOf(list);
    expect(card).toHaveTextContent('New');
    expect(card).not.toHaveTextContent('Inactive');
    expect(card).not.toHaveTextContent('No visits yet');
    expect(card).not.toHaveTextContent('more');
    expect(card).toHaveTextContent('4 upcoming visits');
    expect(card).toHaveTextContent(/Next visit\s*July 1, 2025/);
    expect(within(card!).queryByRole('list', { name: 'Recent visits of Cleo New' })).toBeNull();
  });

  it('sends the search to the API and starts again at the first page', async () => {
    const { calls } = renderArea(<UsersScreen path="/users" />, {
      user: adminUser,
      routes: { '/api/admin/users/homeowners': homeownersRoute([ann, bob]) },
    }).stub;
    // No pause between keys (delay: null): however slow the machine, the debounce sees one burst.
    const user = userEvent.setup({ delay: null });
    const search = await screen.findByLabelText('Search users');
    await screen.findByText('Ann Lee');
    await user.type(search, '20');
    await waitFor(() => expect(screen.queryByText('Ann Lee')).toBeNull());
    expect(await screen.findByText('Bob Ray')).toBeInTheDocument();
    const searched = calls.filter((u) => u.pathname === '/api/admin/users/homeowners').map((u) => u.searchParams.get('search'));
    // Debounced: the pause after typing sends one request, not one per key.
    expect(searched).toEqual([null, '20']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No matching users')).toBeInTheDocument();
  });

  it('pages through the homeowners', async () => {
    const many = Array.from({ length: HOMEOWNER_PAGE_SIZE + 2 }, (_, i) => ({ ...bob, homeownerId: 100 + i, name: `Owner ${100 + i}` }));
    renderArea(<UsersScreen path="/users" />, { user: adminUser, routes: { '/api/admin/users/homeowners': homeownersRoute(many) } });
    expect(cardsOf(await screen.findByRole('list', { name: 'Users' }))).toHaveLength(HOMEOWNER_PAGE_SIZE);
    expect(screen.getByText(`Showing 1–${HOMEOWNER_PAGE_SIZE} of ${HOMEOWNER_PAGE_SIZE + 2} users`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      await screen.findByText(`Showing ${HOMEOWNER_PAGE_SIZE + 1}–${HOMEOWNER_PAGE_SIZE + 2} of ${HOMEOWNER_PAGE_SIZE + 2} users`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it("'Message' is an email to the user and 'View Details' shows contact details and the user's visits from the API", async () => {
    const visits = [
      makeVisit({ id: 3, homeownerId: 10, status: 'scheduled', scheduledDate: '2025-06-20T14:00:00.000Z' }),
      makeVisit({ id: 1, homeownerId: 10, status: 'completed', scheduledDate: '2025-06-12T14:00:00.000Z' }),
    ];
    const { calls } = renderArea(<UsersScreen path="/users" />, {
      user: adminUser,
      routes: { '/api/admin/users/homeowners': homeownersRoute([ann, bob]), '/api/admin/jobs': { body: page(visits) } },
    }).stub;
    const message = await screen.findByRole('link', { name: 'Message Ann Lee by email' });
    expect(message).toHaveAttribute('href', 'mailto:ann.lee@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'View Details of Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Ann Lee' });
    const contact = within(dialog).getByRole('region', { name: 'Contact details' });
    expect(contact).toHaveTextContent('annlee');
    expect(within(contact).getByRole('link', { name: 'ann.lee@example.com' })).toHaveAttribute('href', 'mailto:ann.lee@example.com');
    expect(within(contact).getByRole('link', { name: '(781) 555-0187' })).toHaveAttribute('href', 'tel:7815550187');
    expect(contact).toHaveTextContent('14 Front Street, Marblehead, MA 01945');
    const list = await within(dialog).findByRole('list', { name: 'Visits (2)' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('strong')?.textContent),
      ).toEqual(['Visit #3', 'Visit #1']),
    );
    expect(calls.find((u) => u.pathname === '/api/admin/jobs')?.searchParams.get('homeownerId')).toBe('10');
    expect(within(dialog).getByRole('link', { name: 'Message' })).toHaveAttribute('href', 'mailto:ann.lee@example.com');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
