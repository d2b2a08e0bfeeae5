/** Database rows → the Visit JSON of VisitStruct (amounts as '65.00', photos as /api/media/<id>). */
import { centsToAmount, type PlanId, type Report, type Visit, type VisitStatus, type VisitTask } from '@housesit/shared-contracts';
import type { MediaRow, ReportRow, VisitRow, VisitTaskRow } from '../db/schema.js';

export interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
}

export function mediaUrl(id: string): string {
  return `/api/media/${id}`;
}

export function toVisitTaskJson(row: VisitTaskRow): VisitTask {
  return {
    id: row.id,
    isCompleted: row.isCompleted,
    notes: row.notes,
    task: { name: row.name, description: row.description, price: centsToAmount(row.priceCents), category: row.category },
  };
}

export function toReportJson(row: ReportRow, photos: readonly Pick<MediaRow, 'id'>[]): Report {
  return {
    id: row.id,
    duration: row.durationMinutes,
    mediaUrls: photos.map((photo) => mediaUrl(photo.id)),
    notes: row.notes,
    completedAt: row.completedAt?.toISOString() ?? null,
    isArchived: row.isArchived,
    checkInAt: row.checkInAt?.toISOString() ?? null,
    checkOutAt: row.checkOutAt?.toISOString() ?? null,
  };
}

export function toVisitJson(parts: {
  visit: VisitRow;
  homeowner: PersonRow;
  sitter: PersonRow | null;
  tasks: readonly VisitTaskRow[];
  report: ReportRow | null;
  photos: readonly Pick<MediaRow, 'id'>[];
}): Visit {
  const { visit } = parts;
  return {
    id: visit.id,
    // CHECK constraints keep these to the shared values.
    status: visit.status as VisitStatus,
    planType: visit.planType as PlanId,
    scheduledDate: visit.scheduledDate.toISOString(),
    updatedAt: visit.updatedAt.toISOString(),
    totalAmount: centsToAmount(visit.totalAmountCents),
    homeownerId: visit.homeownerId,
    homeowner: person(parts.homeowner),
    assignedSitterId: visit.assignedSitterId,
    assignedSitter: parts.sitter ? person(parts.sitter) : null,
    propertyAddress: visit.propertyAddress,
    accessInstructions: visit.accessInstructions,
    specialInstructions: visit.specialInstructions,
    schedulingAddOns: visit.schedulingAddOns,
    tasks: parts.tasks.map(toVisitTaskJson),
    report: parts.report ? toReportJson(parts.report, parts.photos) : null,
  };
}

function person(row: PersonRow) {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName };
}
