import { declaredRequestKeys, requestKeysOf } from '@housesit/shell/kit/testing';
import { describe, expect, it } from 'vitest';
import area from '../../../../area.json';
import { reportsQuery } from './useReportPages';

describe("Reports' first requests", () => {
  it('are what the screen asks for as it opens (the first page of reports not archived), so the answers in its page are taken', () => {
    const asked = requestKeysOf((api) => api.visits.list(reportsQuery(false, 0)));
    expect(declaredRequestKeys(area, '/reports')).toEqual(asked);
  });
});
