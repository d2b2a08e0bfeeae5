import { describe, expect, it } from 'vitest';
import { UserStruct, VisitPageStruct, VisitStruct, check } from '@housesit/shared-contracts';
import { makeCompletedVisit, makeTask, makeVisit, page, sitterUser } from './fixtures';

describe('test fixtures', () => {
  it('are shaped exactly as the shared-contracts types', () => {
    const visit = makeVisit({ tasks: [makeTask(1, 'Security check', 'security_check', true)] });
    expect(check(VisitStruct, visit).ok).toBe(true);
    expect(check(VisitStruct, makeCompletedVisit(2, '2025-06-10T15:00:00.000Z')).ok).toBe(true);
    expect(check(VisitPageStruct, page([visit])).ok).toBe(true);
    expect(check(UserStruct, sitterUser).ok).toBe(true);
  });
});
