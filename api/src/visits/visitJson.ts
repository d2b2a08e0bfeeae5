/**
 * The Visit JSON of VisitStruct, built by PostgreSQL in the statement that selects the page:
 * tasks, report and photos come from correlated subqueries, so a page of any size is ONE
 * statement and Node only concatenates the rows' text (no per-row mapping, no JSON.stringify).
 * It must say exactly what serialize.ts says for reports and tasks (checked by
 * visitJson.test.ts): amounts as '65.00', times as toISOString() writes them, photos as
 * /api/media/<id>, tasks by position then id, photos by upload time then id.
 */
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { media, reports, users, visits, visitTasks } from '../db/schema.js';

export const homeowner = alias(users, 'homeowner');
export const sitter = alias(users, 'sitter');

/** toISOString()'s format; PostgreSQL truncates microseconds to milliseconds like a JS Date does. */
const iso = (column: SQL | unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** centsToAmount: integer cents as a numeric string with two decimals. */
const amount = (cents: unknown) => sql`((${cents}) / 100.0)::numeric(20, 2)::text`;

/** json_build_object('key', value, …) in the order of `fields`. */
function jsonObject(fields: Record<string, unknown>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`);
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

const task = jsonObject({
  id: visitTasks.id,
  isCompleted: visitTasks.isCompleted,
  notes: visitTasks.notes,
  skipReason: visitTasks.skipReason,
  task: jsonObject({
    name: visitTasks.name,
    description: visitTasks.description,
    price: amount(visitTasks.priceCents),
    category: visitTasks.category,
  }),
});

const tasks = sql`coalesce((select json_agg(${task} order by ${visitTasks.position}, ${visitTasks.id})
  from ${visitTasks} where ${visitTasks.visitId} = ${visits.id}), '[]'::json)`;

const photoUrls = sql`coalesce((select json_agg('/api/media/' || ${media.id} order by ${media.createdAt}, ${media.id})
  from ${media} where ${media.reportId} = ${reports.id}), '[]'::json)`;

const report = sql`(select ${jsonObject({
  id: reports.id,
  duration: reports.durationMinutes,
  mediaUrls: photoUrls,
  notes: reports.notes,
  completedAt: iso(reports.completedAt),
  isArchived: reports.isArchived,
  checkInAt: iso(reports.checkInAt),
  checkOutAt: iso(reports.checkOutAt),
})} from ${reports} where ${reports.visitId} = ${visits.id})`;

const person = (table: typeof homeowner | typeof sitter) =>
  jsonObject({ id: table.id, firstName: table.firstName, lastName: table.lastName });

/** Who reads the visit: its customer knows the sitter by first name only, staff by full name. */
export type VisitViewer = 'customer' | 'staff';

const sitterName = (viewer: VisitViewer) =>
  viewer === 'customer' ? jsonObject({ id: sitter.id, firstName: sitter.firstName, lastName: sql`''` }) : person(sitter);

/** Who is coming: the sitter's first name, photo and profile (never the surname, email or phone). */
const sitterCard = jsonObject({
  firstName: sitter.firstName,
  photoUrl: sql`case when ${sitter.photoId} is null then null else '/api/media/sitter/' || ${sitter.photoId} end`,
  profile: sitter.profileText,
});

/**
 * One visit as JSON text; select it from visits joined to `homeowner` (inner) and `sitter` (left).
 * For the visit's customer the sitter's surname is left out ('').
 * It carries no access text: a home's access details are sealed and opened only by a reveal
 * (decision 024).
 */
export const visitJson = (viewer: VisitViewer = 'staff') =>
  sql<string>`${jsonObject({
    id: visits.id,
    status: visits.status,
    planType: visits.planType,
    scheduledDate: iso(visits.scheduledDate),
    timeWindow: visits.timeWindow,
    updatedAt: iso(visits.updatedAt),
    totalAmount: amount(visits.totalAmountCents),
    homeownerId: visits.homeownerId,
    homeowner: person(homeowner),
    homeownerPhone: homeowner.phone,
    assignedSitterId: visits.assignedSitterId,
    assignedSitter: sql`case when ${sitter.id} is null then null else ${sitterName(viewer)} end`,
    sitterCard: sql`case when ${sitter.id} is null then null else ${sitterCard} end`,
    propertyAddress: visits.propertyAddress,
    specialInstructions: visits.specialInstructions,
    schedulingAddOns: sql`to_json(${visits.schedulingAddOns})`,
    tasks,
    report,
  })}::text`;
