/**
 * Who is given a visit's access instructions (lockbox and alarm codes, where the key is). A sitter
 * needs them only for the visits still to do: scheduled today or later in the service area's day
 * (America/New_York, by the injected clock) and neither completed nor cancelled. Every other visit
 * of theirs carries null, so a sitter's answers do not hold the codes of every house they ever
 * visited. Homeowners see their own visits' instructions and admins every visit's, past ones too.
 */
import { SITTER_ROLE, type Role } from '@housesit/shared-contracts';
import { and, gte, notInArray, sql, type SQL } from 'drizzle-orm';
import { visits } from '../db/schema.js';
import { dayRange } from '../time/serviceDay.js';

export type AccessNotes = { kind: 'all' } | { kind: 'stillToDo'; todayStart: Date };

export const ALL_ACCESS_NOTES: AccessNotes = { kind: 'all' };

/** What a caller of `role` is given at `now`. */
export function accessNotesFor(role: Role, now: Date): AccessNotes {
  return role === SITTER_ROLE ? { kind: 'stillToDo', todayStart: dayRange(now).start } : ALL_ACCESS_NOTES;
}

/** The visit's `accessInstructions` as `notes` allow them: the column, or null for a visit not still to do. */
export function accessInstructionsColumn(notes: AccessNotes): SQL {
  if (notes.kind === 'all') return sql`${visits.accessInstructions}`;
  const stillToDo = and(gte(visits.scheduledDate, notes.todayStart), notInArray(visits.status, ['completed', 'cancelled']));
  return sql`case when ${stillToDo} then ${visits.accessInstructions} end`;
}
