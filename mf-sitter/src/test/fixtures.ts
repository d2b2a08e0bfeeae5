import type { User, Visit, VisitPage, VisitTask } from '@housesit/shared-contracts';

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

export function makeTask(id: number, name: string, category: string, isCompleted = false): VisitTask {
  return { id, isCompleted, notes: null, skipReason: null, task: { name, description: `${name} description`, price: '0.00', category } };
}

/** A visit exactly as GET /api/visits answers a sitter; override what a test cares about. */
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
    homeownerPhone: '(781) 555-0142',
    assignedSitterId: sitterUser.id,
    assignedSitter: { id: sitterUser.id, firstName: sitterUser.firstName, lastName: sitterUser.lastName },
    propertyAddress: '12 Front St, Marblehead, MA 01945',
    accessInstructions: null,
    specialInstructions: null,
    schedulingAddOns: [],
    tasks: [],
    report: null,
    ...overrides,
  };
}

/** A completed visit whose report was completed at `completedAt` (ISO). */
export function makeCompletedVisit(id: number, completedAt: string, overrides: Partial<Visit> = {}): Visit {
  return makeVisit({
    id,
    status: 'completed',
    scheduledDate: completedAt,
    report: {
      id: id * 10,
      duration: 30,
      mediaUrls: [`/api/media/${id}`],
      notes: 'All good',
      completedAt,
      isArchived: false,
      checkInAt: completedAt,
      checkOutAt: completedAt,
    },
    ...overrides,
  });
}

export function page(items: Visit[], total = items.length, nextOffset: number | null = null): VisitPage {
  return { items, total, nextOffset };
}
