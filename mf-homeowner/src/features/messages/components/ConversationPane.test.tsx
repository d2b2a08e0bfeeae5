import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@housesit/shared-contracts';
import {
  createStubFetch,
  homeownerUser,
  makeTask,
  page,
  personOf,
  renderArea,
  sitterUser,
  toastTexts,
  type StubReply,
} from '@housesit/shell/kit/testing';
import { homeownerPerson, makeMessage, makeVisit } from '../../../test/fixtures';
import { sockets } from '../../../test/sockets';
import { MessagesScreen } from './MessagesScreen';

const sitter = personOf(sitterUser);
const visit31 = makeVisit(31, {
  status: 'completed',
  tasks: [makeTask(1, 'Security check')],
  assignedSitter: sitter,
  assignedSitterId: sitter.id,
});
const visit12 = makeVisit(12, { tasks: [makeTask(2, 'Mail pickup')] });

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

interface Setup {
  thread?: ChatMessage[];
  lastMessages?: Record<number, ChatMessage | null>;
  send?: (body: unknown) => StubReply;
}

function setup({ thread = [], lastMessages = {}, send }: Setup = {}) {
  const stub = createStubFetch(
    {
      '/api/visits': () => ({ body: page([visit12, visit31]) }),
      '/api/conversations': () => ({
        body: { items: Object.entries(lastMessages).map(([visitId, lastMessage]) => ({ visitId: Number(visitId), lastMessage })) },
      }),
      '/api/visits/12/messages': () => ({ body: { items: [] } }),
      '/api/visits/31/messages': (_url, request) =>
        request.method === 'POST' ? (send?.(request.body) ?? { status: 500, body: { message: 'no route' } }) : { body: { items: thread } },
    },
    { user: homeownerUser },
  );
  return stub;
}

async function openConversation(stub: ReturnType<typeof setup>, visitId = 31) {
  renderArea(<MessagesScreen />, { stub: stub, path: `/messages?visitId=${visitId}` });
  const pane = await screen.findByRole('region', { name: `Visit #${visitId}` });
  await waitFor(() => expect(sockets.sockets).toHaveLength(1));
  sockets.latest().open();
  return pane;
}

afterEach(() => vi.useRealTimers());

describe('the conversation of a visit', () => {
  it('loads the stored messages with sender names and times, oldest first', async () => {
    const stub = setup({
      thread: [
        makeMessage(31, 'Hi Sam, the key is under the pot.', { sender: homeownerPerson, createdAt: '2025-06-20T14:00:00.000Z' }),
        makeMessage(31, 'Got it, see you at 3.', { createdAt: '2025-06-20T14:05:00.000Z' }),
      ],
    });
    const pane = await openConversation(stub);
    const log = await within(pane).findByRole('log', { name: 'Messages for Visit #31' });
    const bubbles = within(log).getAllByRole('article');
    expect(bubbles.map((b) => b.textContent)).toEqual([
      'Jane Doe (you)June 20, 2025 at 10:00 AM EDTHi Sam, the key is under the pot.',
      'Sam, SitterJune 20, 2025 at 10:05 AM EDTGot it, see you at 3.',
    ]);
    expect(stub.callsTo('/api/visits/31/messages')).toHaveLength(1);
  });

  it('says so when there are no messages yet, and shows a load error with Retry', async () => {
    const stub = setup();
    const pane = await openConversation(stub);
    expect(await within(pane).findByText(/No messages yet/)).toBeInTheDocument();

    const failing = createStubFetch(
      {
        '/api/visits': () => ({ body: page([visit31]) }),
        '/api/visits/31/messages': () => ({ status: 404, body: { message: 'Visit not found.' } }),
      },
      { user: homeownerUser },
    );
    renderArea(<MessagesScreen />, { stub: failing, path: '/messages?visitId=31' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load data');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sends with the Send button and shows the stored message', async () => {
    const stub = setup({
      send: (body) => ({
        status: 201,
        body: { message: makeMessage(31, (body as { body: string }).body, { id: 77, sender: homeownerPerson }) },
      }),
    });
    const pane = await openConversation(stub);
    await within(pane).findByText(/No messages yet/);

    await userEvent.type(within(pane).getByLabelText('Message'), 'Please water the ferns');
    await userEvent.click(within(pane).getByRole('button', { name: 'Send' }));

    expect(await within(pane).findByText('Please water the ferns', { selector: 'p' })).toBeInTheDocument();
    expect(within(pane).getByLabelText('Message')).toHaveValue('');
    expect(stub.requestsTo('/api/visits/31/messages', 'POST').map((r) => r.body)).toEqual([{ body: 'Please water the ferns' }]);

    // The same message echoed by /ws is not shown twice.
    sockets.latest().receive({ type: 'message', message: makeMessage(31, 'Please water the ferns', { id: 77, sender: homeownerPerson }) });
    expect(within(pane).getAllByText('Please water the ferns', { selector: 'p' })).toHaveLength(1);
  });

  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const stub = setup({
      send: (body) => ({ status: 201, body: { message: makeMessage(31, (body as { body: string }).body, { sender: homeownerPerson }) } }),
    });
    const pane = await openConversation(stub);
    const input = within(pane).getByLabelText('Message');

    await userEvent.type(input, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(input).toHaveValue('Line one\nLine two');
    expect(stub.requestsTo('/api/visits/31/messages', 'POST')).toHaveLength(0);

    await userEvent.type(input, '{Enter}');
    await waitFor(() => expect(stub.requestsTo('/api/visits/31/messages', 'POST')).toHaveLength(1));
    expect(stub.requestsTo('/api/visits/31/messages', 'POST')[0]!.body).toEqual({ body: 'Line one\nLine two' });
  });

  it('refuses an empty message with the contract message and sends nothing', async () => {
    const stub = setup();
    const pane = await openConversation(stub);
    await userEvent.type(within(pane).getByLabelText('Message'), '   ');
    await userEvent.click(within(pane).getByRole('button', { name: 'Send' }));
    expect(await within(pane).findByRole('alert')).toHaveTextContent('Write a message first');
    expect(stub.requestsTo('/api/visits/31/messages', 'POST')).toHaveLength(0);
  });

  it("shows 'Message not sent' and keeps the text when sending fails", async () => {
    const stub = setup({ send: () => ({ status: 500 }) });
    const pane = await openConversation(stub);
    await userEvent.type(within(pane).getByLabelText('Message'), 'Hello?');
    await userEvent.click(within(pane).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Message not sent: Failed to send your message. Please try again.']));
    expect(within(pane).getByLabelText('Message')).toHaveValue('Hello?');
  });

  it('appends live messages for the open visit and moves the last-message time of others', async () => {
    const stub = setup({ lastMessages: { 12: null, 31: makeMessage(31, 'old', { createdAt: hoursAgo(4) }) } });
    const pane = await openConversation(stub);
    // On a phone (jsdom) the list is hidden while a conversation is open.
    const list = () => screen;
    await waitFor(() =>
      expect(list().getByRole('button', { name: /Visit #31/, hidden: true })).toHaveTextContent('Last message 4 hours ago'),
    );
    expect(list().getByRole('button', { name: /Visit #12/, hidden: true })).toHaveTextContent('No messages yet');

    sockets.latest().receive({ type: 'message', message: makeMessage(31, 'All done, house is fine.', { createdAt: hoursAgo(0) }) });
    expect(within(pane).getByText('All done, house is fine.')).toBeInTheDocument();
    expect(list().getByRole('button', { name: /Visit #31/, hidden: true })).toHaveTextContent('Last message 0 seconds ago');

    sockets.latest().receive({ type: 'message', message: makeMessage(12, 'About next week', { createdAt: hoursAgo(0) }) });
    expect(within(pane).queryByText('About next week')).not.toBeInTheDocument();
    expect(list().getByRole('button', { name: /Visit #12/, hidden: true })).toHaveTextContent('Last message 0 seconds ago');
  });

  it("sends 'typing' at most every 2 s while typing", async () => {
    const stub = setup();
    const pane = await openConversation(stub);
    const socket = sockets.latest();
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    await userEvent.type(within(pane).getByLabelText('Message'), 'abc');
    expect(socket.sent).toEqual([{ type: 'typing', visitId: 31 }]);

    now.mockReturnValue(1_002_000);
    await userEvent.type(within(pane).getByLabelText('Message'), 'd');
    expect(socket.sent).toHaveLength(2);
    now.mockRestore();
  });

  it("shows 'Typing...' while the other side types in this conversation, for 3 s", async () => {
    const stub = setup();
    const pane = await openConversation(stub);
    await within(pane).findByText(/No messages yet/);
    vi.useFakeTimers();

    sockets.latest().receive({ type: 'typing', visitId: 12, userId: sitter.id, firstName: 'Sam' });
    expect(within(pane).queryByText('Typing...')).not.toBeInTheDocument();
    // Our own typing (another tab) is not shown to us.
    sockets.latest().receive({ type: 'typing', visitId: 31, userId: homeownerPerson.id, firstName: 'Jane' });
    expect(within(pane).queryByText('Typing...')).not.toBeInTheDocument();

    sockets.latest().receive({ type: 'typing', visitId: 31, userId: sitter.id, firstName: 'Sam' });
    expect(within(pane).getByText('Typing...')).toBeInTheDocument();
    expect(within(pane).getByText('Sam')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(2999));
    expect(within(pane).getByText('Typing...')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(within(pane).queryByText('Typing...')).not.toBeInTheDocument();

    // Their message ends it at once.
    sockets.latest().receive({ type: 'typing', visitId: 31, userId: sitter.id, firstName: 'Sam' });
    sockets.latest().receive({ type: 'message', message: makeMessage(31, 'Here I am') });
    expect(within(pane).queryByText('Typing...')).not.toBeInTheDocument();
  });
});
