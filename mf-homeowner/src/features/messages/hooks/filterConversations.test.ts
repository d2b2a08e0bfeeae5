import { describe, expect, it } from 'vitest';
import { makeTask } from '@housesit/shell/kit/testing';
import { makeVisit } from '../../../test/fixtures';
import { filterConversations } from './filterConversations';

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
