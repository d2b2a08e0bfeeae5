import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCATION_REQUESTS_PAGE_SIZE, type LocationRequest } from '@housesit/shared-contracts';
import { type StubReply, adminUser, renderArea } from '@housesit/shell/kit/testing';
import { UsersScreen } from '../../users';
import { LocationRequests } from './LocationRequests';

/** As GET /api/admin/location-requests answers them, newest first. */
const requests: LocationRequest[] = [
  {
    id: 2,
    variant: 'address',
    fullName: 'Ben Swamp',
    email: 'ben@example.com',
    phone: '(781) 555-0102',
    homeAddress: '3 Elm St, Swampscott, MA',
    requestedCity: null,
    status: 'new',
    note: null,
    createdAt: '2026-06-10T16:00:00.000Z',
  },
  {
    id: 1,
    variant: 'city',
    fullName: 'Ann Salem',
    email: 'ann@example.com',
    phone: '555-0101',
    homeAddress: null,
    requestedCity: 'Salem',
    status: 'contacted',
    note: 'Called back in May',
    createdAt: '2026-05-02T16:00:00.000Z',
  },
];

describe('Service-area requests', () => {
  it("encodes an address typed on the public form, so '?bcc=…&body=…' cannot add mail headers", async () => {
    const planted = { ...requests[0]!, email: 'ben@example.com?bcc=all@example.com&body=Click' };
    renderArea(<LocationRequests />, {
      user: adminUser,
      routes: { '/api/admin/location-requests': { body: { items: [planted], total: 1, nextOffset: null } } },
    });
    const link = await screen.findByRole('link', { name: planted.email });
    expect(link).toHaveAttribute('href', 'mailto:ben@example.com%3Fbcc%3Dall@example.com%26body%3DClick');
  });

  it('lists each request with name, email link, phone, address or city, and date', async () => {
    const { calls } = renderArea(<LocationRequests />, {
      user: adminUser,
      routes: { '/api/admin/location-requests': { body: { items: requests, total: 2, nextOffset: null } } },
    }).stub;
    const list = await screen.findByRole('list', { name: 'Service-area requests' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Ben Swamp' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'ben@example.com' })).toHaveAttribute('href', 'mailto:ben@example.com');
    expect(within(first!).getByRole('link', { name: '(781) 555-0102' })).toHaveAttribute('href', 'tel:7815550102');
    expect(first).toHaveTextContent('Home address3 Elm St, Swampscott, MA');
    expect(first).toHaveTextContent('Requested onJune 10, 2026');
    expect(second).toHaveTextContent('Requested citySalem');
    expect(second).toHaveTextContent('Requested onMay 2, 2026');
    expect(calls.some((url) => url.pathname === '/api/admin/location-requests')).toBe(true);
  });

  it('asks the API a page at a time and shows more on request', async () => {
    const many: LocationRequest[] = Array.from({ length: LOCATION_REQUESTS_PAGE_SIZE + 2 }, (_, i) => ({
      ...requests[1]!,
      id: 1000 - i,
      fullName: `Person ${i + 1}`,
    }));
    const { calls } = renderArea(<LocationRequests />, {
      user: adminUser,
      routes: {
        '/api/admin/location-requests': (url) => {
          const offset = Number(url.searchParams.get('offset'));
          const limit = Number(url.searchParams.get('limit'));
          const items = many.slice(offset, offset + limit);
          return { body: { items, total: many.length, nextOffset: offset + items.length < many.length ? offset + items.length : null } };
        },
      },
    }).stub;
    const list = await screen.findByRole('list', { name: 'Service-area requests' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(LOCATION_REQUESTS_PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: 'Show more requests' }));
    expect(await within(list).findByRole('heading', { name: `Person ${many.length}` })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(many.length);
    expect(screen.queryByRole('button', { name: 'Show more requests' })).not.toBeInTheDocument();
    const offsets = calls.filter((url) => url.pathname === '/api/admin/location-requests').map((url) => url.searchParams.get('offset'));
    expect(new Set(offsets)).toEqual(new Set(['0', String(LOCATION_REQUESTS_PAGE_SIZE)]));
  });

  it('says so when nobody has asked yet', async () => {
    renderArea(<LocationRequests />, {
      user: adminUser,
      routes: { '/api/admin/location-requests': { body: { items: [], total: 0, nextOffset: null } } },
    });
    expect(await screen.findByRole('heading', { name: 'No service-area requests yet' })).toBeInTheDocument();
    expect(screen.getByText('Requests from outside Marblehead, MA appear here.')).toBeInTheDocument();
  });

  it("shows the server's message on failure and loads on Retry", async () => {
    let reply: StubReply = { status: 500, body: { message: 'Something went wrong on our side.' } };
    renderArea(<LocationRequests />, { user: adminUser, routes: { '/api/admin/location-requests': () => reply } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    reply = { body: { items: requests, total: 2, nextOffset: null } };
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(within(await screen.findByRole('list', { name: 'Service-area requests' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('is listed on the /users screen', async () => {
    renderArea(<UsersScreen path="/users" />, {
      user: adminUser,
      routes: {
        '/api/admin/jobs': { body: { items: [], total: 0, nextOffset: null } },
        '/api/admin/users': { body: { items: [] } },
        '/api/admin/location-requests': { body: { items: requests, total: 2, nextOffset: null } },
      },
    });
    const section = (await screen.findByRole('heading', { name: 'Service-area requests' })).closest('section')!;
    expect(await within(section).findByRole('link', { name: 'ann@example.com' })).toHaveAttribute('href', 'mailto:ann@example.com');
  });
});
