import type { PersonName, Report, User, Visit, VisitPage, VisitTask } from '@housesit/shared-contracts';

/**
 * The test data every area's tests share, shaped exactly as the API answers (fixtures.test.ts
 * checks them against the shared-contracts structs). An area keeps only what no other area uses.
 */

/** The demo users the tests sign in as. */
export const adminUser: User = {
  id: 1,
  username: 'admin',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  phone: null,
  address: null,
  role: 'admin',
};

export const sitterUser: User = {
  id: 2,
  username: 'sitter',
  email: 'sitter@example.com',
  firstName: 'Sam',
  lastName: 'Sitter',
  phone: null,
  address: null,
  role: 'housesitter',
};

export const homeownerUser: User = {
  id: 7,
  username: 'homeowner',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  phone: null,
  address: null,
  role: 'homeowner',
};

/** A user as a visit names its homeowner or sitter. */
export function personOf(user: User): PersonName {
  return { id: user.id, firstName: user.firstName, lastName: user.lastName };
}

export function makeTask(id: number, name: string, category = 'security_check', isCompleted = false): VisitTask {
  return { id, isCompleted, notes: null, skipReason: null, task: { name, description: `${name} description`, price: '0.00', category } };
}

/** A completed visit's report; override what a test cares about. */
export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    id: 501,
    duration: 45,
    mediaUrls: [],
    notes: 'All good.',
    completedAt: '2025-06-20T15:45:00.000Z',
    isArchived: false,
    checkInAt: '2025-06-20T15:00:00.000Z',
    checkOutAt: '2025-06-20T15:45:00.000Z',
    ...overrides,
  };
}

/** The report of a visit in progress: checked in, not completed yet. */
export function makeStartedReport(overrides: Partial<Report> = {}): Report {
  return makeReport({ duration: null, notes: null, completedAt: null, checkOutAt: null, ...overrides });
}

/** A visit exactly as GET /api/visits (and /api/admin/jobs) answers it: the demo homeowner's, no sitter yet. */
export function makeVisit(overrides: Partial<Visit> = {}): Visit {
  return {
    id: 1,
    status: 'scheduled',
    planType: 'standard',
    scheduledDate: '2025-06-10T14:00:00.000Z',
    timeWindow: 'morning',
    updatedAt: '2025-06-01T09:00:00.000Z',
    totalAmount: '65.00',
    homeownerId: homeownerUser.id,
    homeowner: personOf(homeownerUser),
    homeownerPhone: '(781) 555-0142',
    assignedSitterId: null,
    assignedSitter: null,
    propertyAddress: '12 Front St, Marblehead, MA 01945',
    specialInstructions: null,
    schedulingAddOns: [],
    tasks: [],
    report: null,
    ...overrides,
  };
}

/** One page of visits, as the paged visit lists answer. */
export function page(items: Visit[], total = items.length, nextOffset: number | null = null): VisitPage {
  return { items, total, nextOffset };
}
