import { describe, expect, it } from 'vitest';
import { makeTask } from '@housesit/shell/kit/testing';
import { makeVisit } from '../../test/fixtures';
import { withPending } from './overlay';
import type { OutboxAction, QueuedAction } from './types';

let seq = 0;
const queued = (visitId: number, action: OutboxAction, occurredAt = '2026-06-15T14:00:00.000Z'): QueuedAction => ({
  seq: ++seq,
  key: `k${seq}`,
  userId: 7,
  visitId,
  label: '',
  action,
  occurredAt,
  queuedAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
});

describe('withPending', () => {
  const tasks = [makeTask(31, 'Security check', 'security_check'), makeTask(32, 'Water plants', 'plant_care')];
  const visit = makeVisit({ id: 3, status: 'scheduled', tasks, report: null });

  it('shows a visit started, ticked, photographed and completed on the phone as such', () => {
    const shown = withPending(visit, [
      queued(3, { kind: 'start' }, '2026-06-15T14:00:00.000Z'),
      queued(3, { kind: 'task', taskId: 31, taskName: 'Security check', isCompleted: true, notes: 'Locked' }),
      queued(3, { kind: 'photo', mediaUrl: 'data:image/png;base64,AAAA' }),
      queued(3, { kind: 'complete', notes: 'All fine', taskReasons: { '32': 'Rain' } }, '2026-06-15T14:30:00.000Z'),
      queued(4, { kind: 'start' }),
    ]);
    expect(shown.status).toBe('completed');
    expect(shown.report).toMatchObject({
      checkInAt: '2026-06-15T14:00:00.000Z',
      completedAt: '2026-06-15T14:30:00.000Z',
      mediaUrls: ['data:image/png;base64,AAAA'],
      notes: 'All fine',
    });
    expect(shown.tasks.map((t) => [t.isCompleted, t.notes, t.skipReason])).toEqual([
      [true, 'Locked', null],
      [false, null, 'Rain'],
    ]);
  });

  it("leaves the server's copy as it is when it has moved on (a cancelled visit is not started)", () => {
    const cancelled = { ...visit, status: 'cancelled' as const };
    expect(withPending(cancelled, [queued(3, { kind: 'start' }), queued(3, { kind: 'complete', notes: '', taskReasons: {} })])).toEqual(
      cancelled,
    );
  });
});
