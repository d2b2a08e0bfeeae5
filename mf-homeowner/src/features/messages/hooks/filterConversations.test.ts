import { describe, expect, it } from 'vitest';
import { makeTask } from '@housesit/shell/kit/testing';
import { makeVisit } from '../../../test/fixtures';
import { byLatestActivity, filterConversations } from './filterConversations';

const visits = [
  makeVisit(12, { tasks: [makeTask(1, 'Mail pickup')] }),
  makeVisit(31, { tasks: [makeTask(2, 'Fish care'), makeTask(3, 'Security check')] }),
  makeVisit(7, { tasks: [] }),
];

describe('filterConversations', () => {
  it('keeps every visit for an empty or blank search', () => {
    expect(filterConversations(visits, '')).toHaveLength(3);
    expect(filterConversations(visits, '   ')).toHaveLength(3);
  });

  it('matches the visit id text', () => {
    expect(filterConversations(visits, '1').map((v) => v.id)).toEqual([12, 31]);
    expect(filterConversations(visits, '7').map((v) => v.id)).toEqual([7]);
  });

  it('matches task names without regard to case', () => {
    expect(filterConversations(visits, 'FISH').map((v) => v.id)).toEqual([31]);
    expect(filterConversations(visits, ' mail ').map((v) => v.id)).toEqual([12]);
  });

  it('finds nothing when neither matches', () => {
    expect(filterConversations(visits, 'garden')).toEqual([]);
  });
});

describe('byLatestActivity', () => {
  const message = (visitId: number, createdAt: string) =>
    ({ id: visitId * 10, visitId, body: 'Hi', createdAt, sender: { id: 1, firstName: 'Dana', lastName: 'A', role: 'admin' } }) as const;

  it('puts the latest message first, and a visit without messages by its last change', () => {
    const list = [
      makeVisit(1, { updatedAt: '2026-06-01T10:00:00.000Z' }),
      makeVisit(2, { updatedAt: '2026-06-01T10:00:00.000Z' }),
      makeVisit(3, { updatedAt: '2026-06-20T10:00:00.000Z' }),
    ];
    const last = new Map([
      [1, message(1, '2026-06-18T10:00:00.000Z')],
      [2, message(2, '2026-06-25T10:00:00.000Z')],
      [3, null],
    ]);
    expect(byLatestActivity(list, last).map((v) => v.id)).toEqual([2, 3, 1]);
    // Before the summaries load, the visits' own changes order them (newer visit first on a tie).
    expect(byLatestActivity(list, new Map()).map((v) => v.id)).toEqual([3, 2, 1]);
  });
});
