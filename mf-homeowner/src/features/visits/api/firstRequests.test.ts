import { declaredRequestKeys, requestKeysOf } from '@housesit/shell/kit/testing';
import { describe, expect, it } from 'vitest';
import area from '../../../../area.json';
import { myVisitsQuery } from './useMyVisits';

describe("My Visits' first requests", () => {
  it('are what the screen asks for as it opens (the first page of upcoming visits), so the answers in its page are taken', () => {
    const asked = requestKeysOf((api) => api.visits.list(myVisitsQuery('upcoming', 0)));
    expect(declaredRequestKeys(area, '/homeowner/visits')).toEqual(asked);
  });
});
