import { declaredRequestKeys, requestKeysOf } from '@housesit/shell/kit/testing';
import { describe, expect, it } from 'vitest';
import area from '../../../area.json';
import { fetchSitterEarnings } from '../earnings';
import { fetchAllVisits } from '../visits';

describe("the sitter dashboard's first requests", () => {
  it("are its visits, its notifications and the week's earnings, as its cards ask them, under both of its paths", () => {
    const asked = requestKeysOf(fetchAllVisits, (api) => api.notifications.list(), fetchSitterEarnings);
    for (const path of ['/sitter/dashboard', '/housesitter']) expect(declaredRequestKeys(area, path), path).toEqual(asked);
  });
});
