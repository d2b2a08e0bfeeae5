import { enums, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { NOTES_MAX } from './limits.js';
import { optionalText } from '../validation.js';

export const AdminStatsStruct = object({
  activeJobs: number(),
  completedToday: number(),
  pendingReviews: number(),
  /** Numeric string in dollars for the current calendar month. */
  monthlyRevenue: string(),
  totalUsers: number(),
});
export type AdminStats = Infer<typeof AdminStatsStruct>;

/** PUT /api/admin/jobs/{id}/status */
export const JobStatusUpdateStruct = object({
  status: enums(['in_progress', 'completed'] as const),
  notes: optionalText(NOTES_MAX, 'Notes'),
  duration: optional(number()),
});
export type JobStatusUpdate = Infer<typeof JobStatusUpdateStruct>;

export const AssignSitterStruct = object({ sitterId: nullable(number()) });
export type AssignSitter = Infer<typeof AssignSitterStruct>;

export const UserStatsStruct = object({
  upcomingVisits: number(),
  completedVisits: number(),
  totalSpent: string(),
  nextVisitDate: nullable(string()),
});
export type UserStats = Infer<typeof UserStatsStruct>;
