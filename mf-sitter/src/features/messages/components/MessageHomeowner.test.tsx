import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOMEOWNER_MESSAGES, type ChatMessage } from '@housesit/shared-contracts';
import {
  createFakeSockets,
  homeownerUser,
  personOf,
  renderArea,
  sitterUser,
  type StubReply,
  type StubRoute,
} from '@housesit/shell/kit/testing';
import { makeVisit } from '../../../test/fixtures';
import { VisitDetailsDialog } from '../../visits';
import { MessageHomeowner } from './MessageHomeowner';

const visit = makeVisit({ id: 7 });
const homeowner = { ...personOf(homeownerUser), role: 'homeowner' as const };
const sitter = { ...personOf(sitterUser), role: 'housesitter' as const };

function makeMessage(id: number, body: string, from: ChatMessage['sender'] = homeowner, visitId = visit.id): ChatMessage {
  return { id, visitId, body, createdAt: `2025-06-10T14:0${id}:00.000Z`, sender: from };
}

/** The messages endpoint of visit 7 as a tiny server: stores what is posted (or fails). */
function messagesRoute(initial: ChatMessage[], failPost?: StubReply): StubRoute {
  const stored = [...initial];
  return (_url, request) => {
    if (request.method === 'GET') return { body: { items: stored } };
    if (failPost) return failPost;
    const message = {
      ...makeMessage(stored.length + 100, (request.body as { body: string }).body, sitter),
      createdAt: new Date().toISOString(),
    };
    stored.push(message);
    return { status: 201, body: { message } };
  };
}

function setup(initial: ChatMessage[] = [], failPost?: StubReply) {
  const ws = createFakeSockets();
  const rendered = renderArea(<MessageHomeowner visit={visit} WebSocketImpl={ws.Constructor} />, {
    user: sitterUser,
    routes: { '/api/visits/7/messages': messagesRoute(initial, failPost) },
  });
  const posts = () => rendered.stub.requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/visits/7/messages');
  return { ws, posts, ...rendered };
}

async function openConversation() {
  await userEvent.click(screen.getByRole('button', { name: 'Message Jane' }));
}

const log = () => screen.findByRole('log', { name: 'Messages for Visit #7' });
const toasts = () => screen.getByTestId('toasts');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('messaging the homeowner about a visit', () => {
  it('opens the socket only with the conversation and shows the stored messages with sender and time', async () => {
    const { ws } = setup([makeMessage(1, 'The key is in the lockbox, code 4411.')]);
    expect(ws.sockets).toHaveLength(0);

    await openConversation();

    const messages = await log();
    expect(messages).toHaveTextContent('Jane Doe');
    expect(messages).toHaveTextContent('The key is in the lockbox, code 4411.');
    expect(
      within(messages)
        .getByText(/June 10, 2025 at/)
        .closest('time'),
    ).toHaveAttribute('datetime', '2025-06-10T14:01:00.000Z');
    expect(ws.sockets).toHaveLength(1);
    expect(ws.latest().url).toBe(`ws://${location.host}/ws`);

    await userEvent.click(screen.getByRole('button', { name: 'Hide conversation' }));
    expect(ws.latest().closed).toBe(true);
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('sends with Enter, keeps Shift+Enter as a new line and clears the input', async () => {
    const { posts } = setup();
    await openConversation();
    const input = await screen.findByRole('textbox', { name: 'Message' });

    await userEvent.type(input, 'Arrived.{Shift>}{Enter}{/Shift}All quiet');
    expect(posts()).toHaveLength(0);
    expect(input).toHaveValue('Arrived.\nAll quiet');

    await userEvent.type(input, '{Enter}');

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ body: 'Arrived.\nAll quiet' });
    expect(await log()).toHaveTextContent('Sam, Sitter (you)');
    expect(input).toHaveValue('');
  });

  it('refuses an empty message with the contract message, without calling the API', async () => {
    const { posts } = setup();
    await openConversation();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it("toasts 'Message not sent' when sending fails and keeps the text", async () => {
    const { posts } = setup([], { status: 500, body: { message: 'Database unavailable' } });
    await openConversation();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(toasts()).toHaveTextContent(HOMEOWNER_MESSAGES.messageFailed.title));
    expect(posts()).toHaveLength(1);
    expect(input).toHaveValue('Hello');
  });

  it('appends live messages for this visit and ignores other visits and malformed frames', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ws } = setup([makeMessage(1, 'First')]);
    await openConversation();
    const messages = await log();
    const socket = ws.latest();
    socket.open();

    socket.receive({ type: 'message', message: makeMessage(2, 'Also feed the cat') });
    socket.receive({ type: 'message', message: makeMessage(3, 'Another visit', homeowner, 99) });
    socket.receive('not json');
    socket.receive({ type: 'message', message: { id: 4 } });
    // The echo of a message already shown is not shown twice.
    socket.receive({ type: 'message', message: makeMessage(1, 'First') });

    expect(messages).toHaveTextContent('Also feed the cat');
    expect(messages).not.toHaveTextContent('Another visit');
    expect(within(messages).getAllByRole('listitem')).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("shows 'Typing...' for 3 s on the homeowner's typing events for this visit", async () => {
    const { ws } = setup();
    await openConversation();
    await screen.findByText(/No messages yet/);
    const socket = ws.latest();
    socket.open();
    vi.useFakeTimers();

    socket.receive({ type: 'typing', visitId: 99, userId: homeowner.id, firstName: 'Jane' });
    expect(screen.queryByText(HOMEOWNER_MESSAGES.typing)).toBeNull();
    socket.receive({ type: 'typing', visitId: 7, userId: homeowner.id, firstName: 'Jane' });
    expect(screen.getByRole('status')).toHaveTextContent(HOMEOWNER_MESSAGES.typing);

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText(HOMEOWNER_MESSAGES.typing)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(HOMEOWNER_MESSAGES.typing)).toBeNull();
  });

  it('tells the homeowner the sitter is typing at most every 2 s', async () => {
    const { ws } = setup();
    await openConversation();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    const socket = ws.latest();
    socket.open();
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);

    await userEvent.type(input, 'On my');
    expect(socket.sent).toEqual([{ type: 'typing', visitId: 7 }]);
    now.mockReturnValue(12_000);
    await userEvent.type(input, ' way');
    expect(socket.sent).toEqual([
      { type: 'typing', visitId: 7 },
      { type: 'typing', visitId: 7 },
    ]);
  });

  it('reconnects with backoff when the connection drops', async () => {
    const { ws } = setup();
    await openConversation();
    await screen.findByText(/No messages yet/);
    vi.useFakeTimers();

    ws.latest().drop();
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(ws.sockets).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(ws.sockets).toHaveLength(2);

    // The second failure waits twice as long; an accepted connection resets the wait.
    ws.latest().drop();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(ws.sockets).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(ws.sockets).toHaveLength(3);
    ws.latest().open();
    ws.latest().drop();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(ws.sockets).toHaveLength(4);
  });

  it('lives in the job details and closes its socket with the dialog', async () => {
    const ws = createFakeSockets();
    vi.stubGlobal('WebSocket', ws.Constructor);
    const onClose = vi.fn();
    const { rerender } = renderArea(<VisitDetailsDialog visit={visit} onClose={onClose} />, {
      user: sitterUser,
      routes: { '/api/visits/7/messages': messagesRoute([makeMessage(1, 'Welcome!')]) },
    });
    const dialog = screen.getByRole('dialog', { name: 'Visit #7' });
    expect(within(dialog).getByRole('heading', { name: 'Message homeowner' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Message Jane' }));
    expect(await log()).toHaveTextContent('Welcome!');
    expect(ws.sockets).toHaveLength(1);

    rerender(<VisitDetailsDialog visit={null} onClose={onClose} />);
    expect(ws.latest().closed).toBe(true);
  });
});
