/**
 * Database rows → the Report and VisitTask JSON of VisitStruct (amounts as '65.00', photos as
 * /api/media/<id>). Whole visits are built by the database in visitJson.ts, which says the same.
 */
import { centsToAmount, type Report, type VisitTask } from '@housesit/shared-contracts';
import type { MediaRow, ReportRow, VisitTaskRow } from '../db/schema.js';

export function mediaUrl(id: string): string {
  return `/api/media/${id}`;
}

export function toVisitTaskJson(row: VisitTaskRow): VisitTask {
  return {
    id: row.id,
    isCompleted: row.isCompleted,
    notes: row.notes,
    skipReason: row.skipReason,
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
