import { declaredRequestKeys, requestKeysOf } from '@housesit/shell/kit/testing';
import { describe, expect, it } from 'vitest';
import area from '../../../../area.json';
import { fetchAllVisits } from './fetchAllVisits';

describe("the job queue's first requests", () => {
  it('are the first page of their visits, as fetchAllVisits asks it', () => {
    expect(declaredRequestKeys(area, '/housesitter/jobs')).toEqual(requestKeysOf(fetchAllVisits));
  });
});
