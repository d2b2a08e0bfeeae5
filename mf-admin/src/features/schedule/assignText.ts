import { TIME_WINDOW_LABELS, type AssignPlanResponse, type Visit } from '@housesit/shared-contracts';
import { dayHeading } from './week';

/** The toast after an assignment: who now has the visit. */
export function assignedMessage(visit: Pick<Visit, 'id' | 'assignedSitter'>): string {
  const sitter = visit.assignedSitter;
  return sitter ? `${sitter.firstName} ${sitter.lastName} is assigned to Visit #${visit.id}.` : `Visit #${visit.id} has no sitter now.`;
}

/** 'Sam Sitter is assigned to 3 visits of the plan. Skipped: Tue, Jun 30 Morning (The sitter is off that day.)'. */
export function planAssignedMessage(result: AssignPlanResponse): string {
  const sitter = result.visit.assignedSitter;
  const who = sitter ? `${sitter.firstName} ${sitter.lastName}` : 'The sitter';
  const count = result.assigned.length;
  const head = `${who} is assigned to ${count} ${count === 1 ? 'visit' : 'visits'} of the plan.`;
  if (result.skipped.length === 0) return head;
  const skipped = result.skipped.map((skip) => `${dayHeading(skip.date)} ${TIME_WINDOW_LABELS[skip.timeWindow]} (${skip.message})`);
  return `${head} Skipped: ${skipped.join('; ')}`;
}
