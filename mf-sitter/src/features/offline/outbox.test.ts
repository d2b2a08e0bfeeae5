import { describe, expect, it } from 'vitest';
import { hasVisitPhotos, type ActionOutcome } from '@housesit/shared-contracts';
import { makeTask } from '@housesit/shell/kit/testing';
import { makeVisit } from '../../test/fixtures';
import type { SendAction } from './drain';
import { Outbox, pendingActions } from './outbox';
import { outboxStore } from './outboxDb';
import { withPending } from './overlay';
import type { QueuedAction } from './types';

const T0 = Date.parse('2026-06-15T14:00:00Z');
const ok: ActionOutcome<unknown> = { kind: 'ok', data: {} };
const offline = {
  kind: 'failed',
  status: null,
  code: 'unknown',
  message: null,
  title: null,
  fieldErrors: {},
  error: new TypeError('Failed to fetch'),
} as ActionOutcome<unknown>;

/** A promise that settles when the test opens it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((done) => (open = done));
  return { opened, open };
}

describe('the outbox while it drains', () => {
  // The server's copy, fetched before anything reached it: the screen shows it with the phone's actions over it.
  const serverCopy = makeVisit({ id: 3, status: 'scheduled', tasks: [makeTask(31, 'Security check', 'security_check')], report: null });
  const photo = 'data:image/png;base64,AAAA';

  it('keeps every applied action on screen when the queue is read again mid-drain (the signal returns, a new action)', async () => {
    let now = T0;
    let online = false;
    const photoSent = gate();
    const photoAnswer = gate();
    const sent: QueuedAction[] = [];
    const send: SendAction = async (item) => {
      sent.push(item);
      if (!online) return offline;
      if (item.action.kind === 'photo') {
        photoSent.open();
        // The answer of the photo's upload is still on its way.
        await photoAnswer.opened;
      }
      return ok;
    };
    const outbox = new Outbox({ store: outboxStore(), now: () => now });
    const shown = () => withPending(serverCopy, pendingActions(outbox.getState()));
    await outbox.attach(7, send);
    await outbox.enqueue(3, { kind: 'start' });
    await outbox.enqueue(3, { kind: 'photo', mediaUrl: photo });
    await outbox.drain();
    expect(shown().status).toBe('in_progress');
    expect(hasVisitPhotos(shown())).toBe(true);

    // The signal returns: the start is applied and the photo is on its way.
    online = true;
    now += 1_000;
    const draining = outbox.sendNow();
    await photoSent.opened;
    // The browser's 'online' event asks again (it reads the queue), and the sitter ticks a task.
    const again = outbox.sendNow();
    await outbox.enqueue(3, { kind: 'task', taskId: 31, taskName: 'Security check', isCompleted: true, notes: '' });
    // The start is no longer on the phone but the screen still has no server copy with it.
    expect(shown().status).toBe('in_progress');
    expect(hasVisitPhotos(shown())).toBe(true);

    photoAnswer.open();
    await draining;
    await again;
    expect(outbox.getState().queued).toEqual([]);
    expect(sent.filter((item) => item.action.kind === 'photo' && online)).toHaveLength(1);
    // Every action is shown once, until a list fetched after them is on screen.
    expect(pendingActions(outbox.getState()).map((item) => item.action.kind)).toEqual(['start', 'photo', 'task']);
    expect(shown().status).toBe('in_progress');
    expect(shown().report?.mediaUrls).toEqual([photo]);
    expect(shown().tasks[0]?.isCompleted).toBe(true);
    now += 1;
    outbox.fetchedSince(now);
    expect(pendingActions(outbox.getState())).toEqual([]);
  });

  it('lists an action once while it is both applied and still read from the phone', () => {
    const start: QueuedAction = {
      seq: 1,
      key: 'k1',
      userId: 7,
      visitId: 3,
      label: 'Start visit #3',
      action: { kind: 'start' },
      occurredAt: '2026-06-15T14:00:00.000Z',
      queuedAt: T0,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
    };
    const photoItem: QueuedAction = {
      ...start,
      seq: 2,
      key: 'k2',
      label: 'Photo for visit #3',
      action: { kind: 'photo', mediaUrl: photo },
    };
    const state = { userId: 7, queued: [start, photoItem], settled: [start], refused: [], sending: true, waitUntil: undefined };
    expect(pendingActions(state).map((item) => item.key)).toEqual(['k1', 'k2']);
  });
});
