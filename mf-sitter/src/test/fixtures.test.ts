import { describe, expect, it } from 'vitest';
import { SitterEarningsStruct, VisitStruct, check } from '@housesit/shared-contracts';
import { makeCompletedVisit, makeEarnings, makeVisit } from './fixtures';

describe('the sitter test fixtures', () => {
  it('are shaped exactly as the shared-contracts types', () => {
    expect(check(VisitStruct, makeVisit()).ok).toBe(true);
    expect(check(VisitStruct, makeCompletedVisit(2, '2025-06-10T15:00:00.000Z')).ok).toBe(true);
    expect(check(SitterEarningsStruct, makeEarnings()).ok).toBe(true);
  });
});
