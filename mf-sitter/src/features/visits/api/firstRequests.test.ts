import { declaredRequestKeys, requestKeysOf } from '@housesit/shell/kit/testing';
import { describe, expect, it } from 'vitest';
import area from '../../../../area.json';
import { fetchAllVisits } from './fetchAllVisits';

describe("the sitter's screens' first requests", () => {
  it('are the first page of their visits, as fetchAllVisits asks it', () => {
    const asked = requestKeysOf(fetchAllVisits);
    for (const path of ['/sitter/dashboard', '/housesitter', '/housesitter/jobs']) {
      expect(declaredRequestKeys(area, path), path).toEqual(asked);
    }
  });
});
