import { describe, expect, it } from 'vitest';
import { makeVisit } from '../../test/fixtures';
import { jobsByTab, matchesJobSearch } from './jobTabs';

const ann = makeVisit({ id: 1, homeowner: { id: 10, firstName: 'Ann', lastName: 'Lee' }, propertyAddress: '5 Front St' });

describe('sitter job tabs', () => {
  it('matches first name, last name, full name and address', () => {
    expect(matchesJobSearch(ann, 'ann')).toBe(true);
    expect(matchesJobSearch(ann, 'LEE')).toBe(true);
    expect(matchesJobSearch(ann, 'ann lee')).toBe(true);
    expect(matchesJobSearch(ann, 'front')).toBe(true);
    expect(matchesJobSearch(ann, 'bob')).toBe(false);
    expect(matchesJobSearch(ann, ' ')).toBe(true);
  });

  it('sorts each tab and leaves cancelled visits out', () => {
    const tabs = jobsByTab(
      [
        makeVisit({ id: 1, status: 'scheduled', scheduledDate: '2025-06-20T10:00:00.000Z' }),
        makeVisit({ id: 2, status: 'scheduled', scheduledDate: '2025-06-19T10:00:00.000Z' }),
        makeVisit({ id: 3, status: 'completed', scheduledDate: '2025-06-01T10:00:00.000Z' }),
        makeVisit({ id: 4, status: 'completed', scheduledDate: '2025-06-05T10:00:00.000Z' }),
        makeVisit({ id: 5, status: 'in_progress' }),
        makeVisit({ id: 6, status: 'cancelled' }),
      ],
      '',
    );
    expect(tabs.upcoming.map((v) => v.id)).toEqual([2, 1]);
    expect(tabs.active.map((v) => v.id)).toEqual([5]);
    expect(tabs.completed.map((v) => v.id)).toEqual([4, 3]);
  });
});
