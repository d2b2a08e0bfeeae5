/**
 * The homeowner area's own test data, shaped exactly as the shared-contracts types; the demo
 * users, tasks, reports and pages come from @housesit/shell/kit/testing.
 */
import type { AppNotification, ChatMessage, PropertySummary, UserStats, Visit } from '@housesit/shared-contracts';
import { homeownerUser, makeVisit as makeAnyVisit, personOf, sitterUser } from '@housesit/shell/kit/testing';

/** A visit of the demo homeowner as GET /api/visits answers it: upcoming (the tests' today is in 2030). */
export function makeVisit(id: number, overrides: Partial<Visit> = {}): Visit {
  return makeAnyVisit({ id, scheduledDate: '2030-07-04T14:00:00.000Z', updatedAt: '2030-06-01T10:00:00.000Z', ...overrides });
}

export const stats: UserStats = {
  upcomingVisits: 2,
  completedVisits: 5,
  totalSpent: '325.00',
  nextVisitDate: '2030-07-04T14:00:00.000Z',
};

export const sitterPerson = { ...personOf(sitterUser), role: 'housesitter' as const };
export const homeownerPerson = { ...personOf(homeownerUser), role: 'homeowner' as const };

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
  return { id, type: 'visitCompleted', visitId: 21, details: {}, createdAt: '2025-06-20T16:00:00.000Z', readAt: null, ...overrides };
}

export function makeProperty(overrides: Partial<PropertySummary> = {}): PropertySummary {
  return {
    address: '12 Front St, Marblehead, MA 01945',
    booked: { street: '12 Front St', addressLine2: null, type: 'house' },
    visitCount: 3,
    lastVisitAt: '2025-06-20T15:00:00.000Z',
    nextVisitAt: '2030-07-04T14:00:00.000Z',
    ...overrides,
  };
}
