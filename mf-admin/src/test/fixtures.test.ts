import { describe, expect, it } from 'vitest';
import { AdminStatsStruct, VisitPageStruct, VisitStruct, check } from '@housesit/shared-contracts';
import { makeStats, makeTask, makeVisit, page } from './fixtures';

describe('test fixtures', () => {
  it('are shaped exactly as the shared-contracts types', () => {
    const visit = makeVisit({
      tasks: [makeTask(1, 'Security check', 'security_check', true)],
      report: {
        id: 5,
        duration: 30,
        mediaUrls: ['/api/media/1'],
        notes: 'All good',
        completedAt: '2025-06-10T15:00:00.000Z',
        isArchived: false,
        checkInAt: '2025-06-10T14:30:00.000Z',
        checkOutAt: '2025-06-10T15:00:00.000Z',
      },
    });
    expect(check(VisitStruct, visit).ok).toBe(true);
    expect(check(VisitPageStruct, page([visit])).ok).toBe(true);
    expect(check(AdminStatsStruct, makeStats()).ok).toBe(true);
  });
});
