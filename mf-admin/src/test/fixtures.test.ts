import { describe, expect, it } from 'vitest';
import { AdminStatsStruct, UserStruct, check } from '@housesit/shared-contracts';
import { makeSitter, makeStats } from './fixtures';

describe('the admin test fixtures', () => {
  it('are shaped exactly as the shared-contracts types', () => {
    expect(check(AdminStatsStruct, makeStats()).ok).toBe(true);
    expect(check(UserStruct, makeSitter(5, 'Sam', 'Sitter')).ok).toBe(true);
  });
});
