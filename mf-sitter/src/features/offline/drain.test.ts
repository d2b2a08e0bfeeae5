import { describe, expect, it } from 'vitest';
import { createApiClient, type ActionOutcome } from '@housesit/shared-contracts';
import { backoffMs, drainOutbox, type SendAction } from './drain';
import { outboxStore } from './outboxDb';
import { Outbox } from './outbox';
import { sendWith } from './useOutbox';
import { GAVE_UP_MESSAGE, GIVE_UP_AFTER_MS, type OutboxAction, type QueuedAction } from './types';

const T0 = Date.parse('2026-06-15T14:00:00Z');
const ok: ActionOutcome<unknown> = { kind: 'ok', data: {} };
const refused = (status: number, code: string, message: string) =>
  ({ kind: 'refused', status, code, message, title: null, fieldErrors: {} }) as ActionOutcome<unknown>;
const offline = {
  kind: 'failed',
  status: null,
  code: 'unknown',
  message: null,
  title: null,
  fieldErrors: {},
  error: new TypeError('Failed to fetch'),
} as ActionOutcome<unknown>;

/** An outbox on a clock the test moves, sending through `answer`. */
function setup(answer: (item: QueuedAction) => ActionOutcome<unknown>) {
  let now = T0;
  const sent: QueuedAction[] = [];
  const send: SendAction = async (item) => {
    sent.push(item);
    return answer(item);
  };
  const store = outboxStore();
  const outbox = new Outbox({ store, now: () => now });
  return {
    store,
    outbox,
    sent,
    send,
    advance: (ms: number) => (now += ms),
    now: () => now,
    queue: (visitId: number, action: OutboxAction) => outbox.enqueue(visitId, action),
  };
}

describe('the outbox', () => {
  it('sends queued actions in order, once each, with the phone time of each, and empties', async () => {
    const t = setup(() => offline);
    await t.outbox.attach(7, t.send);
    await t.queue(3, { kind: 'start' });
    t.advance(60_000);
    await t.queue(3, { kind: 'task', taskId: 31, taskName: 'Water plants', isCompleted: true, notes: '' });
    t.advance(60_000);
    await t.queue(3, { kind: 'photo', mediaUrl: 'data:image/png;base64,AAAA' });
    await t.queue(3, { kind: 'complete', notes: 'Fine', taskReasons: {} });
    await t.outbox.drain();
    expect(t.outbox.getState().queued.map((q) => q.label)).toEqual([
      'Start visit #3',
      "Tick 'Water plants' (visit #3)",
      'Photo for visit #3',
      'Complete visit #3 with notes',
    ]);
    const result = await drainOutbox(
      t.store,
      async () => ok,
      7,
      () => t.now() + backoffMs(10),
    );
    expect(result.applied.map((a) => a.action.kind)).toEqual(['start', 'task', 'photo', 'complete']);
    expect(result.applied.map((a) => a.occurredAt)).toEqual([
      '2026-06-15T14:00:00.000Z',
      '2026-06-15T14:01:00.000Z',
      '2026-06-15T14:02:00.000Z',
      '2026-06-15T14:02:00.000Z',
    ]);
    expect(new Set(result.applied.map((a) => a.key)).size).toBe(4);
    expect(await t.store.all(7)).toEqual([]);
  });

  it('takes a refused action out, keeps it with the server message, and sends the rest', async () => {
    const t = setup((item) =>
      item.action.kind === 'start' ? refused(409, 'visit.invalid_transition', 'A cancelled visit cannot become in progress.') : ok,
    );
    await t.outbox.attach(7, async () => offline);
    await t.queue(3, { kind: 'start' });
    await t.queue(4, { kind: 'task', taskId: 41, taskName: 'Feed cat', isCompleted: true, notes: '' });
    const result = await drainOutbox(t.store, t.send, 7, () => t.now() + 60 * 60_000);
    expect(t.sent.map((s) => s.label)).toEqual(['Start visit #3', "Tick 'Feed cat' (visit #4)"]);
    expect(result.refused.map((r) => [r.label, r.message])).toEqual([['Start visit #3', 'A cancelled visit cannot become in progress.']]);
    expect(await t.store.refusals(7)).toHaveLength(1);
    expect(await t.store.all(7)).toEqual([]);
  });

  it('retries a network failure or a 5xx with backoff and the same key, holding the actions behind it', async () => {
    let answer: ActionOutcome<unknown> = offline;
    const t = setup(() => answer);
    await t.outbox.attach(7, t.send);
    await t.queue(3, { kind: 'start' });
    await t.queue(3, { kind: 'photo', mediaUrl: 'data:image/png;base64,AAAA' });
    await t.outbox.drain();
    expect(t.sent).toHaveLength(1);
    const state = t.outbox.getState();
    expect(state.queued).toHaveLength(2);
    expect(state.queued[0]?.lastError).toBe('No connection');
    expect(state.waitUntil).toBe(T0 + backoffMs(1));
    // Not due yet: nothing is sent.
    await t.outbox.drain();
    expect(t.sent).toHaveLength(1);
    answer = { kind: 'failed', status: 503, code: 'server.unavailable', message: 'Down', title: null, fieldErrors: {}, error: null };
    t.advance(backoffMs(1));
    await t.outbox.drain();
    expect(t.sent).toHaveLength(2);
    expect(t.outbox.getState().waitUntil).toBe(t.now() + backoffMs(2));
    answer = refused(409, 'request.idempotency_in_progress', 'Still running');
    await t.outbox.sendNow();
    expect(t.outbox.getState().queued).toHaveLength(2);
    answer = ok;
    await t.outbox.sendNow();
    expect(t.sent.map((s) => s.action.kind)).toEqual(['start', 'start', 'start', 'start', 'photo']);
    expect(new Set(t.sent.slice(0, 4).map((s) => s.key)).size).toBe(1);
    expect(t.outbox.getState().queued).toEqual([]);
    expect(t.outbox.getState().settled).toHaveLength(2);
    // A fetch that began before they were applied does not have them: they stay on screen.
    t.outbox.fetchedSince(t.now() - 1);
    expect(t.outbox.getState().settled).toHaveLength(2);
    t.advance(1);
    t.outbox.fetchedSince(t.now());
    expect(t.outbox.getState().settled).toEqual([]);
    expect(backoffMs(30)).toBe(5 * 60_000);
  });

  it('gives up on an action after 7 days and says so', async () => {
    const t = setup(() => offline);
    await t.outbox.attach(7, t.send);
    await t.queue(3, { kind: 'start' });
    t.advance(GIVE_UP_AFTER_MS + 1);
    await t.outbox.sendNow();
    expect(t.outbox.getState().queued).toEqual([]);
    expect(t.outbox.getState().refused.map((r) => r.message)).toEqual([GAVE_UP_MESSAGE]);
    await t.outbox.dismiss(t.outbox.getState().refused[0]!.key);
    expect(t.outbox.getState().refused).toEqual([]);
  });

  it('waits for a sign-in on 401, and asks for a new key when an upload started the visit', async () => {
    let answer = refused(401, 'auth.not_signed_in', 'You need to sign in to do that.');
    const t = setup(() => answer);
    await t.outbox.attach(7, t.send);
    await t.queue(3, { kind: 'photo', mediaUrl: 'data:image/png;base64,AAAA' });
    await t.outbox.drain();
    expect(t.outbox.getState().waitUntil).toBeNull();
    expect(t.outbox.getState().queued).toHaveLength(1);
    answer = refused(409, 'visit.retry_upload', 'The visit has been started. Please retry the upload.');
    const first = t.outbox.getState().queued[0]!.key;
    let calls = 0;
    await drainOutbox(t.store, async (item) => (++calls === 1 ? answer : item.key !== first ? ok : answer), 7, t.now);
    expect(calls).toBe(2);
    expect(await t.store.all(7)).toEqual([]);
  });

  it("keeps each sitter's queue apart", async () => {
    const t = setup(() => offline);
    await t.outbox.attach(7, t.send);
    await t.queue(3, { kind: 'start' });
    await t.outbox.attach(8, t.send);
    expect(t.outbox.getState().queued).toEqual([]);
    expect(await t.store.all(7)).toHaveLength(1);
  });
});

describe('sendWith', () => {
  it('sends each action to its route with the Idempotency-Key and the phone time', async () => {
    const seen: { url: string; method: string; key: string | null; body: unknown }[] = [];
    const api = createApiClient({
      baseUrl: 'http://test',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push({
          url: String(input),
          method: init?.method ?? 'GET',
          key: new Headers(init?.headers).get('Idempotency-Key'),
          body: JSON.parse(String(init?.body)),
        });
        return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }) as typeof fetch,
    });
    const base = {
      userId: 7,
      visitId: 3,
      label: '',
      occurredAt: '2026-06-15T14:00:00.000Z',
      queuedAt: T0,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
    };
    const send = sendWith(api);
    await send({ ...base, key: 'k1', action: { kind: 'start' } });
    await send({ ...base, key: 'k2', action: { kind: 'task', taskId: 31, taskName: 'x', isCompleted: false, notes: 'n' } });
    await send({ ...base, key: 'k3', action: { kind: 'photo', mediaUrl: 'data:x' } });
    await send({ ...base, key: 'k4', action: { kind: 'complete', notes: '', taskReasons: { '31': 'Rain' } } });
    expect(seen).toEqual([
      { url: 'http://test/api/visit/3/start', method: 'PATCH', key: 'k1', body: { occurredAt: base.occurredAt } },
      { url: 'http://test/api/visit/3/tasks/31', method: 'PATCH', key: 'k2', body: { isCompleted: false, notes: 'n' } },
      { url: 'http://test/api/visit/3/add-photo', method: 'PATCH', key: 'k3', body: { mediaUrl: 'data:x', capturedAt: base.occurredAt } },
      {
        url: 'http://test/api/visit/3/complete',
        method: 'PATCH',
        key: 'k4',
        body: { taskReasons: { '31': 'Rain' }, occurredAt: base.occurredAt },
      },
    ]);
  });
});
