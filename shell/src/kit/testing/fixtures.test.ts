import { describe, expect, it } from 'vitest';
import { ReportStruct, UserStruct, VisitPageStruct, VisitStruct, check } from '@housesit/shared-contracts';
import { adminUser, homeownerUser, makeReport, makeStartedReport, makeTask, makeVisit, page, personOf, sitterUser } from './fixtures';

describe('the shared test fixtures', () => {
  it('are shaped exactly as the API answers', () => {
    const visit = makeVisit({
      status: 'completed',
      assignedSitterId: sitterUser.id,
      assignedSitter: personOf(sitterUser),
      tasks: [makeTask(1, 'Security check', 'security_check', true)],
      report: makeReport({ mediaUrls: ['/api/media/1'] }),
    });
    expect(check(VisitStruct, visit).ok).toBe(true);
    expect(check(VisitPageStruct, page([visit, makeVisit({ id: 2 })])).ok).toBe(true);
    expect(check(ReportStruct, makeReport()).ok).toBe(true);
    expect(check(ReportStruct, makeStartedReport({ id: 7 })).ok).toBe(true);
    for (const user of [adminUser, sitterUser, homeownerUser]) expect(check(UserStruct, user).ok).toBe(true);
  });
});
