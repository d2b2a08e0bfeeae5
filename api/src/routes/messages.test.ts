import { API_ERRORS, ChatMessageStruct, type ChatMessage, type ConversationSummary } from '@housesit/shared-contracts';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow, VisitRow } from '../db/schema.js';
import type { AppEvent } from '../events/publisher.js';
import { insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';

let t: TestApp;
let owner: UserRow, other: UserRow, sitter: UserRow, otherSitter: UserRow, admin: UserRow;
let visit: VisitRow, quietVisit: VisitRow, othersVisit: VisitRow;
const published: AppEvent[] = [];
const c: Record<'owner' | 'other' | 'sitter' | 'otherSitter' | 'admin', TestClient> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ events: { publish: (event) => void published.push(event) } });
  owner = await insertUser(t.db, { username: 'owner', firstName: 'Olive' });
  other = await insertUser(t.db, { username: 'other' });
  sitter = await insertUser(t.db, { username: 'sitter', role: 'housesitter', firstName: 'Sam' });
  otherSitter = await insertUser(t.db, { username: 'other_sitter', role: 'housesitter' });
  admin = await insertUser(t.db, { username: 'admin', role: 'admin' });
  for (const [name, username] of [
    ['owner', 'owner'],
    ['other', 'other'],
    ['sitter', 'sitter'],
    ['otherSitter', 'other_sitter'],
    ['admin', 'admin'],
  ] as const) {
    c[name] = t.client();
    await signIn(c[name], username);
  }
  visit = await insertVisit(t.db, { homeownerId: owner.id, sitterId: sitter.id, scheduledDate: '2026-06-20T13:00:00Z' });
  quietVisit = await insertVisit(t.db, { homeownerId: owner.id, sitterId: sitter.id, scheduledDate: '2026-06-25T13:00:00Z' });
  othersVisit = await insertVisit(t.db, { homeownerId: other.id, sitterId: otherSitter.id, scheduledDate: '2026-06-21T13:00:00Z' });
});
afterAll(async () => {
  await t.close();
});

const send = (client: TestClient, visitId: number, body: unknown) => client.post(`/api/visits/${visitId}/messages`, body);

describe('POST /api/visits/:id/messages', () => {
  it('stores a message from the homeowner, the assigned sitter and an admin, and publishes each', async () => {
    for (const [who, sender] of [
      ['owner', owner],
      ['sitter', sitter],
      ['admin', admin],
    ] as const) {
      t.clock.advance(60_000);
      const response = await send(c[who], visit.id, { body: `  Hello from ${who}  ` });
      expect(response.status).toBe(201);
      const { message } = (await response.json()) as { message: ChatMessage };
      expect(is(message, ChatMessageStruct)).toBe(true);
      expect(message).toMatchObject({ visitId: visit.id, body: `Hello from ${who}`, createdAt: t.clock.now().toISOString() });
      expect(message.sender).toEqual({ id: sender.id, firstName: sender.firstName, lastName: sender.lastName, role: sender.role });
      expect(published.at(-1)).toEqual({ type: 'message', message, participants: { homeownerId: owner.id, sitterId: sitter.id } });
    }
  });

  it('validates the body with SendMessageStruct', async () => {
    const blank = await send(c.owner, visit.id, { body: '   ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ message: 'Write a message first' });
    const long = await send(c.owner, visit.id, { body: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ message: 'Messages must be at most 2000 characters' });
    expect((await send(c.owner, visit.id, { body: 'x'.repeat(2000) })).status).toBe(201);
  });

  it('answers 404 to anyone outside the conversation and stores nothing', async () => {
    const before = published.length;
    for (const who of ['other', 'otherSitter'] as const) {
      const response = await send(c[who], visit.id, { body: 'Let me in' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'visit.not_found', message: API_ERRORS.notFound });
    }
    expect((await send(c.owner, othersVisit.id, { body: 'Hi' })).status).toBe(404);
    expect((await send(c.owner, 999999, { body: 'Hi' })).status).toBe(404);
    expect((await send(t.client(), visit.id, { body: 'Hi' })).status).toBe(401);
    expect(published.length).toBe(before);
  });
});

describe('GET /api/visits/:id/messages', () => {
  it('lists the conversation oldest first for each participant', async () => {
    for (const who of ['owner', 'sitter', 'admin'] as const) {
      const response = await c[who].get(`/api/visits/${visit.id}/messages`);
      expect(response.status).toBe(200);
      const { items } = (await response.json()) as { items: ChatMessage[] };
      expect(items.slice(0, 3).map((m) => m.body)).toEqual(['Hello from owner', 'Hello from sitter', 'Hello from admin']);
      expect(items).toHaveLength(4);
    }
  });

  it('answers 404 to anyone else', async () => {
    expect((await c.other.get(`/api/visits/${visit.id}/messages`)).status).toBe(404);
    expect((await c.otherSitter.get(`/api/visits/${visit.id}/messages`)).status).toBe(404);
    expect((await c.owner.get(`/api/visits/${othersVisit.id}/messages`)).status).toBe(404);
    expect((await t.client().get(`/api/visits/${visit.id}/messages`)).status).toBe(401);
  });
});

describe('GET /api/conversations', () => {
  it('gives the homeowner each own visit with its last message, talked-in first', async () => {
    const { items } = (await (await c.owner.get('/api/conversations')).json()) as { items: ConversationSummary[] };
    expect(items.map((i) => i.visitId)).toEqual([visit.id, quietVisit.id]);
    expect(items[0]?.lastMessage?.body).toBe('x'.repeat(2000));
    expect(items[1]?.lastMessage).toBeNull();
  });

  it('gives a sitter their assigned visits and an admin the visits with messages', async () => {
    const sitterItems = ((await (await c.sitter.get('/api/conversations')).json()) as { items: ConversationSummary[] }).items;
    expect(sitterItems.map((i) => i.visitId)).toEqual([visit.id, quietVisit.id]);
    await send(c.other, othersVisit.id, { body: 'Question about my visit' });
    const adminItems = ((await (await c.admin.get('/api/conversations')).json()) as { items: ConversationSummary[] }).items;
    expect(adminItems.map((i) => [i.visitId, i.lastMessage?.body])).toEqual([
      [othersVisit.id, 'Question about my visit'],
      [visit.id, 'x'.repeat(2000)],
    ]);
    const otherSitterItems = ((await (await c.otherSitter.get('/api/conversations')).json()) as { items: ConversationSummary[] }).items;
    expect(otherSitterItems.map((i) => i.visitId)).toEqual([othersVisit.id]);
  });

  it('costs the same number of queries for 2 or 20 visits', async () => {
    const measure = async () => {
      const before = t.database.queryCount();
      expect((await c.owner.get('/api/conversations')).status).toBe(200);
      return t.database.queryCount() - before;
    };
    const few = await measure();
    for (let i = 0; i < 18; i++) {
      const v = await insertVisit(t.db, { homeownerId: owner.id, sitterId: sitter.id, scheduledDate: '2026-07-01T13:00:00Z' });
      await send(c.owner, v.id, { body: `Message ${i}` });
    }
    expect(await measure()).toBe(few);
  });

  it('answers 401 signed out', async () => {
    expect((await t.client().get('/api/conversations')).status).toBe(401);
  });
});
