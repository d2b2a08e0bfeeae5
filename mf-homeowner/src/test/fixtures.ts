/**
 * Test data shaped exactly as the shared-contracts types (the stub API answers with these).
 */
import type {
  AppNotification,
  ChatMessage,
  PropertySummary,
  Report,
  User,
  UserStats,
  Visit,
  VisitPage,
  VisitTask,
} from '@housesit/shared-contracts';

export const homeowner: User = {
  id: 7,
  username: 'homeowner',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  phone: null,
  address: null,
  role: 'homeowner',
};

let nextTaskId = 1;

export function makeTask(name: string, overrides: Partial<VisitTask> = {}): VisitTask {
  return {
    id: nextTaskId++,
    isCompleted: false,
    notes: null,
    skipReason: null,
    task: { name, description: `${name} description`, price: '0.00', category: 'security_check' },
    ...overrides,
  };
}

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

export function makeVisit(id: number, overrides: Partial<Visit> = {}): Visit {
  return {
    id,
    status: 'scheduled',
    planType: 'standard',
    scheduledDate: '2030-07-04T14:00:00.000Z',
    updatedAt: '2030-06-01T10:00:00.000Z',
    totalAmount: '65.00',
    homeownerId: homeowner.id,
    homeowner: { id: homeowner.id, firstName: homeowner.firstName, lastName: homeowner.lastName },
    homeownerPhone: homeowner.phone ?? null,
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

export const stats: UserStats = {
  upcomingVisits: 2,
  completedVisits: 5,
  totalSpent: '325.00',
  nextVisitDate: '2030-07-04T14:00:00.000Z',
};

export const sitterPerson = { id: 3, firstName: 'Sam', lastName: 'Sitter', role: 'housesitter' as const };
export const homeownerPerson = { id: homeowner.id, firstName: homeowner.firstName, lastName: homeowner.lastName, role: 'homeowner' as const };

let nextMessageId = 1000;

export function makeMessage(visitId: number, body: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: nextMessageId++,
    visitId,
    body,
    createdAt: '2025-06-20T16:00:00.000Z',
    sender: sitterPerson,
    ...overrides,
  };
}

export function makeNotification(id: number, overrides: Partial<AppNotification> = {}): AppNotification {
  return { id, type: 'visitCompleted', visitId: 21, createdAt: '2025-06-20T16:00:00.000Z', readAt: null, ...overrides };
}

export function makeProperty(overrides: Partial<PropertySummary> = {}): PropertySummary {
  return {
    address: '12 Front St, Marblehead, MA 01945',
    accessInstructions: 'Key under the blue pot',
    visitCount: 3,
    lastVisitAt: '2025-06-20T15:00:00.000Z',
    nextVisitAt: '2030-07-04T14:00:00.000Z',
    ...overrides,
  };
}
