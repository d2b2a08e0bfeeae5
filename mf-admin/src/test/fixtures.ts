import type { AdminStats, User, Visit, VisitPage, VisitTask } from '@housesit/shared-contracts';

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

export function makeTask(id: number, name: string, category: string, isCompleted = false): VisitTask {
  return { id, isCompleted, notes: null, task: { name, description: `${name} description`, price: '0.00', category } };
}

/** A visit exactly as GET /api/admin/jobs answers it; override what a test cares about. */
export function makeVisit(overrides: Partial<Visit> = {}): Visit {
  return {
    id: 1,
    status: 'scheduled',
    planType: 'standard',
    scheduledDate: '2025-06-10T14:00:00.000Z',
    updatedAt: '2025-06-01T09:00:00.000Z',
    totalAmount: '65.00',
    homeownerId: 10,
    homeowner: { id: 10, firstName: 'Hannah', lastName: 'Homer' },
    assignedSitterId: null,
    assignedSitter: null,
    propertyAddress: '12 Front St, Marblehead, MA 01945',
    accessInstructions: null,
    specialInstructions: null,
    schedulingAddOns: [],
    tasks: [],
    report: null,
    ...overrides,
  };
}

export function page(items: Visit[], total = items.length, nextOffset: number | null = null): VisitPage {
  return { items, total, nextOffset };
}

export function makeStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return { activeJobs: 3, completedToday: 2, pendingReviews: 4, monthlyRevenue: '1234.5', totalUsers: 12, ...overrides };
}
