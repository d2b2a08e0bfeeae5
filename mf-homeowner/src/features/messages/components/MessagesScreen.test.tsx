import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createStubFetch, homeownerUser, makeTask, page, renderArea } from '@housesit/shell/kit/testing';
import { makeVisit } from '../../../test/fixtures';
import { MessagesScreen } from './MessagesScreen';

const visits = [
  makeVisit(12, { tasks: [makeTask(1, 'Mail pickup'), makeTask(2, 'Fish care')], scheduledDate: '2030-07-04T14:00:00.000Z' }),
  makeVisit(31, {
    status: 'completed',
    tasks: [makeTask(3, 'Security check')],
    scheduledDate: '2025-06-20T15:00:00.000Z',
    assignedSitter: { id: 3, firstName: 'Sam', lastName: 'Sitter' },
    assignedSitterId: 3,
    propertyAddress: '5 Harbor Ave, Marblehead, MA 01945',
  }),
];

function stubVisits() {
  return createStubFetch(
    {
      '/api/visits': () => ({ body: page(visits) }),
      '/api/conversations': () => ({ body: { items: [] } }),
      '/api/visits/12/messages': () => ({ body: { items: [] } }),
      '/api/visits/31/messages': () => ({ body: { items: [] } }),
    },
    { user: homeownerUser },
  );
}

function conversations() {
  return within(screen.getByRole('navigation', { name: 'Conversations' }));
}

describe('MessagesScreen', () => {
  it('lists one conversation per visit with its number, status, date and tasks', async () => {
    const stub = stubVisits();
    renderArea(<MessagesScreen />, { stub: stub, path: '/messages' });

    const first = await screen.findByRole('button', { name: /Visit #12/ });
    expect(first).toHaveTextContent('Upcoming');
    expect(first).toHaveTextContent('July 4, 2030');
    expect(first).toHaveTextContent('Mail pickup + Fish care');
    expect(screen.getByRole('button', { name: /Visit #31/ })).toHaveTextContent('Completed');
    expect(screen.getByRole('heading', { name: 'Select a conversation' })).toBeInTheDocument();
  });

  it("filters by visit id or task name with 'Search messages...'", async () => {
    const stub = stubVisits();
    renderArea(<MessagesScreen />, { stub: stub, path: '/messages' });
    await screen.findByRole('button', { name: /Visit #12/ });
    const search = screen.getByPlaceholderText('Search messages...');

    await userEvent.type(search, 'security');
    expect(conversations().queryByRole('button', { name: /Visit #12/ })).not.toBeInTheDocument();
    expect(conversations().getByRole('button', { name: /Visit #31/ })).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, '12');
    expect(conversations().getByRole('button', { name: /Visit #12/ })).toBeInTheDocument();
    expect(conversations().queryByRole('button', { name: /Visit #31/ })).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'garden');
    expect(screen.getByRole('heading', { name: 'No conversations found' })).toBeInTheDocument();
  });

  it('preselects the visit named by ?visitId= and shows its details', async () => {
    const stub = stubVisits();
    renderArea(<MessagesScreen />, { stub: stub, path: '/messages?visitId=31' });

    const pane = await screen.findByRole('region', { name: 'Visit #31' });
    expect(within(pane).getByText('Friday, June 20, 2025 · Morning (8–12)')).toBeInTheDocument();
    expect(within(pane).getByText('Sam Sitter')).toBeInTheDocument();
    expect(within(pane).getByText('5 Harbor Ave, Marblehead, MA 01945')).toBeInTheDocument();
    expect(within(pane).getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Visit #31/, hidden: true })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText('Select a conversation')).not.toBeInTheDocument();
  });

  it('shows the list and the conversation one at a time on a phone', async () => {
    // jsdom applies no media queries, so this is the phone layout.
    const stub = stubVisits();
    renderArea(<MessagesScreen />, { stub: stub, path: '/messages?visitId=31' });
    const pane = await screen.findByRole('region', { name: 'Visit #31' });
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();

    await userEvent.click(within(pane).getByRole('button', { name: 'Back to conversations' }));
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/messages$/);
  });

  it('selecting a conversation puts it in the address', async () => {
    const stub = stubVisits();
    renderArea(<MessagesScreen />, { stub: stub, path: '/messages' });
    await userEvent.click(await screen.findByRole('button', { name: /Visit #12/ }));

    expect(screen.getByTestId('location')).toHaveTextContent('/messages?visitId=12');
    const pane = screen.getByRole('region', { name: 'Visit #12' });
    expect(within(pane).getByText('Not assigned yet')).toBeInTheDocument();
  });

  it('puts the latest activity first with a one-line preview of the last message', async () => {
    const message = (visitId: number, createdAt: string, body: string, sender: { id: number; firstName: string; role: string }) => ({
      id: visitId * 100,
      visitId,
      body,
      createdAt,
      sender: { ...sender, lastName: 'X' },
    });
    const stub = createStubFetch(
      {
        '/api/visits': () => ({ body: page(visits) }),
        '/api/conversations': () => ({
          body: {
            items: [
              {
                visitId: 12,
                unreadCount: 0,
                lastMessage: message(12, '2026-01-02T10:00:00.000Z', 'Is the side\ngate open?', {
                  id: homeownerUser.id,
                  firstName: 'Hana',
                  role: 'homeowner',
                }),
              },
              {
                visitId: 31,
                unreadCount: 1,
                lastMessage: message(31, '2026-01-05T10:00:00.000Z', 'All done, the ferns are watered.', {
                  id: 3,
                  firstName: 'Sam',
                  role: 'housesitter',
                }),
              },
            ],
          },
        }),
      },
      { user: homeownerUser },
    );
    renderArea(<MessagesScreen />, { stub: stub, path: '/messages' });
    await screen.findAllByTestId('conversation-preview');
    const items = conversations().getAllByRole('button', { name: /Visit #/ });
    expect(items.map((item) => within(item).getByText(/^Visit #\d+$/).textContent)).toEqual(['Visit #31', 'Visit #12']);
    expect(within(items[0]!).getByTestId('conversation-preview')).toHaveTextContent('Sam, Sitter: All done, the ferns are watered.');
    expect(within(items[1]!).getByTestId('conversation-preview')).toHaveTextContent('You: Is the side gate open?');
  });

  it('says when the team answers on a visit no sitter is assigned to, and not on an assigned one', async () => {
    const stub = createStubFetch(
      {
        '/api/visits': () => ({ body: page(visits) }),
        '/api/conversations': () => ({ body: { items: [] } }),
        '/api/visits/12/messages': () => ({ body: { items: [] } }),
        '/api/visits/31/messages': () => ({ body: { items: [] } }),
        '/api/support/hours': () => ({
          body: { periods: [{ day: 1, opens: 480, closes: 1080 }], text: 'Monday 8 AM–6 PM (New York time)' },
        }),
      },
      { user: homeownerUser },
    );
    renderArea(<MessagesScreen />, { stub: stub, path: '/messages?visitId=12' });
    const pane = await screen.findByRole('region', { name: 'Visit #12' });
    expect(within(pane).getByText('Answered by Housesit team')).toBeInTheDocument();
    expect(await within(pane).findByTestId('team-hours')).toHaveTextContent(
      /^The Housesit team answers messages Monday 8 AM–6 PM \(New York time\)\. (The team is in now\.|It is outside those hours now: expect an answer from .+ at 8 AM\.)$/,
    );
    await userEvent.click(screen.getByRole('button', { name: /Visit #31/, hidden: true }));
    const assigned = await screen.findByRole('region', { name: 'Visit #31' });
    expect(within(assigned).queryByTestId('team-hours')).not.toBeInTheDocument();
  });

  it("says 'No conversations found' when there are no visits", async () => {
    const stub = createStubFetch({ '/api/visits': () => ({ body: page([]) }) }, { user: homeownerUser });
    renderArea(<MessagesScreen />, { stub: stub, path: '/messages' });
    expect(await screen.findByRole('heading', { name: 'No conversations found' })).toBeInTheDocument();
  });
});
