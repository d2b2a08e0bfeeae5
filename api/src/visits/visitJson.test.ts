import { centsToAmount, sitterPhotoUrl, type Visit, type VisitPage } from '@housesit/shared-contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, reports, visits, visitTasks } from '../db/schema.js';
import { insertPhoto, insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { toReportJson, toVisitTaskJson } from './serialize.js';

// The database builds the Visit JSON (visitJson.ts); these rows are read back with drizzle and
// serialized in JS, the way every other answer is, and both must agree to the character.
let t: TestApp;
let visitId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await insertUser(t.db, { username: 'json_owner', firstName: 'Zoë', lastName: 'O\'Hara "Q"', phone: '+1 (781) 555-0100' });
  const sitter = await insertUser(t.db, { username: 'json_sitter', role: 'housesitter', firstName: 'Sam', lastName: 'Stone' });
  await insertUser(t.db, { username: 'json_admin', role: 'admin' });
  const visit = await insertVisit(t.db, {
    homeownerId: owner.id,
    sitterId: sitter.id,
    status: 'in_progress',
    scheduledDate: '2026-06-15T13:05:07.891Z',
    amountCents: 6755,
    tasks: [
      { name: 'Plant watering', category: 'plant_care', priceCents: 1250 },
      { name: 'Mail pickup\nand "sorting"', category: 'mail_collection', isCompleted: true },
      { name: 'Trash out', category: 'home_care', skipReason: 'Bins "already" out\nby the curb' },
    ],
  });
  visitId = visit.id;
  // Microseconds, a line break, quotes and add-ons: what JS truncates or escapes, SQL must too.
  await t.db
    .update(visits)
    .set({
      specialInstructions: 'Back door\tstuck',
      schedulingAddOns: ['weekend', 'holiday'],
      updatedAt: sql`'2026-06-15T13:10:00.123456Z'::timestamptz`,
    })
    .where(eq(visits.id, visit.id));
  const report = await insertReport(t.db, { visitId: visit.id, notes: 'All "good"\nLeft a note', durationMinutes: 42 });
  await t.db
    .update(reports)
    .set({ checkInAt: sql`'2026-06-15T13:06:00.999999Z'::timestamptz` })
    .where(eq(reports.id, report.id));
  await insertPhoto(t.db, t.mediaStore, { reportId: report.id });
  await insertPhoto(t.db, t.mediaStore, { reportId: report.id });
});
afterAll(async () => {
  await t.close();
});

async function expectedVisit(id: number): Promise<Visit> {
  const [visit] = await t.db.select().from(visits).where(eq(visits.id, id));
  if (!visit) throw new Error('visit missing');
  const people = await t.db.query.users.findMany();
  const person = (userId: number | null) => {
    const found = people.find((p) => p.id === userId);
    return found ? { id: found.id, firstName: found.firstName, lastName: found.lastName } : null;
  };
  const sitterCard = (userId: number | null) => {
    const found = people.find((p) => p.id === userId);
    return found
      ? { firstName: found.firstName, photoUrl: found.photoId ? sitterPhotoUrl(found.photoId) : null, profile: found.profileText }
      : null;
  };
  const tasks = await t.db
    .select()
    .from(visitTasks)
    .where(eq(visitTasks.visitId, id))
    .orderBy(asc(visitTasks.position), asc(visitTasks.id));
  const [report] = await t.db.select().from(reports).where(eq(reports.visitId, id));
  const photos = report
    ? await t.db.select().from(media).where(eq(media.reportId, report.id)).orderBy(asc(media.createdAt), asc(media.id))
    : [];
  return {
    id: visit.id,
    status: visit.status as Visit['status'],
    planType: visit.planType as Visit['planType'],
    scheduledDate: visit.scheduledDate.toISOString(),
    timeWindow: visit.timeWindow,
    updatedAt: visit.updatedAt.toISOString(),
    totalAmount: centsToAmount(visit.totalAmountCents),
    homeownerId: visit.homeownerId,
    homeowner: person(visit.homeownerId)!,
    homeownerPhone: people.find((p) => p.id === visit.homeownerId)?.phone ?? null,
    assignedSitterId: visit.assignedSitterId,
    assignedSitter: person(visit.assignedSitterId),
    sitterCard: sitterCard(visit.assignedSitterId),
    propertyAddress: visit.propertyAddress,
    specialInstructions: visit.specialInstructions,
    schedulingAddOns: visit.schedulingAddOns,
    tasks: tasks.map(toVisitTaskJson),
    report: report ? toReportJson(report, photos) : null,
  };
}

describe('the Visit JSON built by the database', () => {
  it('is exactly what the JS serializers write, in a list and for one visit', async () => {
    const admin = t.client();
    await signIn(admin, 'json_admin');
    const expected = await expectedVisit(visitId);
    expect(expected.updatedAt).toBe('2026-06-15T13:10:00.123Z');
    expect(expected.report?.mediaUrls).toHaveLength(2);

    const response = await admin.get('/api/admin/jobs');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as VisitPage;
    expect(body.items.find((item) => item.id === visitId)).toStrictEqual(expected);

    // The single-visit path (start, assign, complete answer with it) goes through the same SQL.
    const assigned = await admin.patch(`/api/admin/jobs/${visitId}/assign`, { sitterId: null });
    expect(assigned.status).toBe(200);
    const { visit } = (await assigned.json()) as { visit: Visit };
    expect(visit).toStrictEqual(await expectedVisit(visitId));
    expect(visit.assignedSitter).toBeNull();
  });
});
