/**
 * Who reads each conversation and what each has not read (docs/product/DECISIONS.md 'Who reads a
 * conversation'): the staff inbox, unread totals, marking read, the live events these send and
 * the new-message email to people who are not connected.
 */
import { InboxPageStruct, type ConversationSummary, type InboxPage, type UnreadTotals } from '@housesit/shared-contracts';
import { is } from 'superstruct';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { socketPresence, type UserRow, type VisitRow } from '../db/schema.js';
import type { AppEvent } from '../events/publisher.js';
import { NEW_MESSAGE_EMAIL_GAP_MS } from '../messages/newMessageEmail.js';
import { rowsOf } from '../security/testKit.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

type Who = 'owner' | 'other' | 'sitter' | 'otherSitter' | 'admin' | 'admin2';
let t: TestApp;
const u = {} as Record<Who, UserRow>;
const c = {} as Record<Who, TestClient>;
let assigned: VisitRow, unassigned: VisitRow, othersVisit: VisitRow;
const published: AppEvent[] = [];

beforeAll(async () => {
  t = await createTestApp({ events: { publish: (event) => void published.push(event) } });
  const people: [Who, Partial<UserRow> & { role?: 'homeowner' | 'housesitter' | 'admin' }][] = [
    ['owner', { firstName: 'Olive' }],
    ['other', {}],
    ['sitter', { role: 'housesitter', firstName: 'Sam' }],
    ['otherSitter', { role: 'housesitter' }],
    ['admin', { role: 'admin', firstName: 'Dana' }],
    ['admin2', { role: 'admin', firstName: 'Ari' }],
  ];
  for (const [who, input] of people) {
    u[who] = await insertUser(t.db, { username: `conv_${who}`, ...input });
    c[who] = t.client();
    await signIn(c[who], `conv_${who}`);
  }
  assigned = await insertVisit(t.db, { homeownerId: u.owner.id, sitterId: u.sitter.id, scheduledDate: '2026-06-20T13:00:00Z' });
  unassigned = await insertVisit(t.db, {
    homeownerId: u.owner.id,
    sitterId: null,
    scheduledDate: '2026-06-22T13:00:00Z',
    address: '12 Front St',
  });
  othersVisit = await insertVisit(t.db, { homeownerId: u.other.id, sitterId: u.otherSitter.id, scheduledDate: '2026-06-21T13:00:00Z' });
});
afterAll(async () => {
  await t.close();
});

const send = async (who: Who, visitId: number, body: string) => {
  t.clock.advance(1000);
  const response = await c[who].post(`/api/visits/${visitId}/messages`, { body });
  expect(response.status).toBe(201);
};
const unread = async (who: Who) => (await (await c[who].get('/api/conversations/unread')).json()) as UnreadTotals;
const inbox = async (who: Who, query = '') => {
  const response = await c[who].get(`/api/inbox${query}`);
  expect(response.status).toBe(200);
  const page: unknown = await response.json();
  expect(is(page, InboxPageStruct)).toBe(true);
  return page as InboxPage;
};
const queuedEmails = async () =>
  rowsOf<{ data: { to: string; template: string; userId?: number; data: Record<string, string> } }>(
    await t.db.execute(sql`select data from pgboss.job where name = 'email' order by created_on, id`),
  ).map((row) => row.data);

describe('conversations and unread state', () => {
  beforeEach(async () => {
    await t.db.execute(sql`delete from pgboss.job`);
  });

  it('puts a homeowner message on an unassigned visit in every admin inbox, unread, and in no sitter inbox', async () => {
    await send('owner', unassigned.id, 'New alarm code is 4321');
    for (const who of ['admin', 'admin2'] as const) {
      const page = await inbox(who);
      const item = page.items.find((i) => i.visitId === unassigned.id);
      expect(item).toMatchObject({
        sitter: null,
        unreadCount: 1,
        homeowner: { id: u.owner.id, firstName: 'Olive' },
        visit: { propertyAddress: '12 Front St', status: 'scheduled' },
        lastMessage: { body: 'New alarm code is 4321' },
      });
      expect((await inbox(who, '?filter=unassigned')).items.map((i) => i.visitId)).toContain(unassigned.id);
      expect(await unread(who)).toEqual({ unreadMessages: 1, unreadConversations: 1 });
    }
    for (const who of ['sitter', 'otherSitter'] as const) {
      expect((await inbox(who)).items.map((i) => i.visitId)).not.toContain(unassigned.id);
      expect(await unread(who)).toEqual({ unreadMessages: 0, unreadConversations: 0 });
    }
    // The writer has nothing unread.
    expect(await unread('owner')).toEqual({ unreadMessages: 0, unreadConversations: 0 });
  });

  it('keeps each participant’s unread state apart; opening marks read for that user only, and tells their other tabs', async () => {
    published.length = 0;
    const response = await c.admin.post(`/api/visits/${unassigned.id}/messages/read`, {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unreadMessages: 0, unreadConversations: 0 });
    expect(published).toEqual([{ type: 'conversationRead', visitId: unassigned.id, userId: u.admin.id }]);
    expect((await inbox('admin', '?filter=unread')).items).toEqual([]);
    expect(await unread('admin2')).toEqual({ unreadMessages: 1, unreadConversations: 1 });
    expect((await inbox('admin2', '?filter=unread')).items.map((i) => i.visitId)).toEqual([unassigned.id]);
  });

  it('counts a staff answer as unread for the homeowner, with the writer named by first name and role', async () => {
    await send('admin', unassigned.id, 'Thanks, noted.');
    expect(await unread('owner')).toEqual({ unreadMessages: 1, unreadConversations: 1 });
    const { items } = (await (await c.owner.get('/api/conversations')).json()) as { items: ConversationSummary[] };
    expect(items.find((i) => i.visitId === unassigned.id)).toMatchObject({
      unreadCount: 1,
      lastMessage: { sender: { firstName: 'Dana', role: 'admin' } },
    });
    // The other admin now has two unread in that conversation; the writer none.
    expect(await unread('admin2')).toEqual({ unreadMessages: 2, unreadConversations: 1 });
    expect(await unread('admin')).toEqual({ unreadMessages: 0, unreadConversations: 0 });
  });

  it('shows the assigned sitter their visits’ conversations, and only theirs', async () => {
    await send('owner', assigned.id, 'Plants are in the kitchen');
    await send('other', othersVisit.id, 'Hello');
    const sitterInbox = await inbox('sitter');
    expect(sitterInbox.items.map((i) => i.visitId)).toEqual([assigned.id]);
    expect(sitterInbox.items[0]).toMatchObject({ sitter: { id: u.sitter.id, firstName: 'Sam' }, unreadCount: 1 });
    expect(await unread('sitter')).toEqual({ unreadMessages: 1, unreadConversations: 1 });
    // Newest first for admins.
    expect((await inbox('admin')).items.map((i) => i.visitId).slice(0, 3)).toEqual([othersVisit.id, assigned.id, unassigned.id]);
  });

  it('refuses a sitter’s inbox of others and a homeowner’s inbox, a bad filter, and marking another’s conversation read', async () => {
    expect((await c.owner.get('/api/inbox')).status).toBe(403);
    const bad = await c.admin.get('/api/inbox?filter=everything');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'request.invalid', fieldErrors: { filter: expect.any(String) } });
    expect((await c.admin.get('/api/inbox?offset=-1')).status).toBe(400);
    for (const who of ['other', 'otherSitter'] as const) {
      expect((await c[who].post(`/api/visits/${assigned.id}/messages/read`, {})).status).toBe(404);
    }
    expect(await unread('sitter')).toEqual({ unreadMessages: 1, unreadConversations: 1 });
  });

  it('never moves a read pointer backwards', async () => {
    await c.sitter.post(`/api/visits/${assigned.id}/messages/read`, {});
    await t.db
      .execute(sql`insert into conversation_reads (user_id, visit_id, last_read_message_id) values (${u.sitter.id}, ${assigned.id}, 1)
      on conflict (user_id, visit_id) do update set last_read_message_id = greatest(conversation_reads.last_read_message_id, excluded.last_read_message_id)`);
    expect(await unread('sitter')).toEqual({ unreadMessages: 0, unreadConversations: 0 });
  });
});

describe('live events for visit changes', () => {
  it('tells the sitter who gains and the sitter who loses a visit, and its homeowner', async () => {
    published.length = 0;
    const response = await c.admin.patch(`/api/admin/jobs/${unassigned.id}/assign`, { sitterId: u.sitter.id });
    expect(response.status).toBe(200);
    expect(published).toContainEqual({
      type: 'visitChanged',
      visitId: unassigned.id,
      status: 'scheduled',
      homeownerId: u.owner.id,
      assignedSitterId: u.sitter.id,
      previousSitterId: null,
    });
    published.length = 0;
    await c.admin.patch(`/api/admin/jobs/${unassigned.id}/assign`, { sitterId: null });
    expect(published).toContainEqual(
      expect.objectContaining({ type: 'visitChanged', assignedSitterId: null, previousSitterId: u.sitter.id }),
    );
  });
});

describe('the new-message email', () => {
  beforeEach(async () => {
    await t.db.execute(sql`delete from pgboss.job`);
    await t.db.execute(sql`delete from socket_presence`);
    t.clock.advance(NEW_MESSAGE_EMAIL_GAP_MS + 1000);
  });

  it('goes to the participants who are not connected, with a link to their own inbox', async () => {
    // The homeowner has a socket open somewhere: no email for them.
    await t.db.insert(socketPresence).values({ userId: u.owner.id, instanceId: 'other-instance', sockets: 1 });
    await send('sitter', assigned.id, 'I have arrived');
    expect(await queuedEmails()).toEqual([]);

    await t.db.execute(sql`delete from socket_presence`);
    await send('owner', assigned.id, 'Thank you!');
    const emails = await queuedEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: u.sitter.email,
      template: 'newMessage',
      userId: u.sitter.id,
      data: { recipientFirstName: 'Sam', excerpt: 'Thank you!', conversationPath: `/housesitter/messages?visitId=${assigned.id}` },
    });
  });

  it('ignores a stale presence row left by an instance that died', async () => {
    await t.db.execute(
      sql`insert into socket_presence (user_id, instance_id, sockets, seen_at) values (${u.owner.id}, 'dead', 1, now() - interval '10 minutes')`,
    );
    await send('sitter', assigned.id, 'Done for today');
    expect((await queuedEmails()).map((e) => e.to)).toEqual([u.owner.email]);
  });

  it('sends at most one per conversation per 15 minutes to each recipient', async () => {
    await send('sitter', assigned.id, 'One');
    await send('sitter', assigned.id, 'Two');
    t.clock.advance(NEW_MESSAGE_EMAIL_GAP_MS - 5000);
    await send('sitter', assigned.id, 'Three');
    expect((await queuedEmails()).map((e) => e.data.excerpt)).toEqual(['One']);
    t.clock.advance(10_000);
    await send('sitter', assigned.id, 'Four');
    expect((await queuedEmails()).map((e) => e.data.excerpt)).toEqual(['One', 'Four']);
  });

  it('emails every admin for an unassigned visit, and not the writer', async () => {
    await send('owner', unassigned.id, 'Gate code changed');
    expect((await queuedEmails()).map((e) => e.to).sort()).toEqual([u.admin.email, u.admin2.email].sort());
    await t.db.execute(sql`delete from pgboss.job`);
    t.clock.advance(NEW_MESSAGE_EMAIL_GAP_MS + 1000);
    await send('admin', unassigned.id, 'Got it');
    expect((await queuedEmails()).map((e) => e.to).sort()).toEqual([u.admin2.email, u.owner.email].sort());
  });

  // Failed before: a deactivated admin still got the new-message email, with the customer's name
  // and the message's text.
  it('sends nothing to a deactivated admin', async () => {
    const leaving = await insertUser(t.db, { username: 'conv_leaving_admin', role: 'admin' });
    expect((await c.admin.post(`/api/admin/users/${leaving.id}/deactivate`, {})).status).toBe(200);
    await send('owner', unassigned.id, 'The alarm code is 4711');
    expect((await queuedEmails()).map((e) => e.to).sort()).toEqual([u.admin.email, u.admin2.email].sort());
  });
});
