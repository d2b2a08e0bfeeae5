/**
 * GET /api/properties: the addresses a homeowner has booked, computed by one SQL aggregate.
 * - address: the visit's property address as booked (grouped by its exact text);
 * - booked: the street, line 2 and type of the latest checkout for it, so the wizards' property
 *   step can offer it without typing it again (null for visits entered by hand);
 * - no access text: each address's access details are sealed (GET /api/properties/access says
 *   which fields are saved);
 * - visitCount: visits at the address that were not cancelled;
 * - lastVisitAt: the latest visit there that took place (in progress or completed);
 * - nextVisitAt: the earliest scheduled visit there after now.
 * Most recently booked-for address first.
 */
import type { BookedAddress, PropertySummary, PropertyType } from '@housesit/shared-contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { bookings, visits } from '../db/schema.js';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** A max()/min() of visit times: null over no rows (drizzle does not call the decoder for null). */
const nullableTime = (value: string | null): Date | null => (value === null ? null : new Date(value));

export async function listProperties(db: Database, homeownerId: number, now: Date): Promise<PropertySummary[]> {
  const rows = await db
    .select({
      address: visits.propertyAddress,
      latestBookingId: sql<
        number | null
      >`(array_agg(${visits.bookingId} order by ${visits.scheduledDate} desc, ${visits.id} desc) filter (where ${visits.bookingId} is not null))[1]`,
      visitCount: sql<number>`count(*) filter (where ${visits.status} <> 'cancelled')`.mapWith(Number),
      lastVisitAt: sql<Date | null>`max(${visits.scheduledDate}) filter (where ${visits.status} in ('in_progress', 'completed'))`.mapWith(
        nullableTime,
      ),
      nextVisitAt:
        sql<Date | null>`min(${visits.scheduledDate}) filter (where ${visits.status} = 'scheduled' and ${visits.scheduledDate} > ${at(now)})`.mapWith(
          nullableTime,
        ),
    })
    .from(visits)
    .where(eq(visits.homeownerId, homeownerId))
    .groupBy(visits.propertyAddress)
    .orderBy(sql`max(${visits.scheduledDate}) desc`, visits.propertyAddress);
  const booked = await bookedAddresses(
    db,
    rows.map((row) => row.latestBookingId),
  );
  return rows.map((row) => ({
    address: row.address,
    booked: (row.latestBookingId !== null && booked.get(Number(row.latestBookingId))) || null,
    visitCount: row.visitCount,
    lastVisitAt: row.lastVisitAt?.toISOString() ?? null,
    nextVisitAt: row.nextVisitAt?.toISOString() ?? null,
  }));
}

async function bookedAddresses(db: Database, ids: Array<number | null>): Promise<Map<number, BookedAddress>> {
  const wanted = ids.filter((id): id is number => id !== null).map(Number);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, street: bookings.propertyAddress, addressLine2: bookings.addressLine2, type: bookings.propertyType })
    .from(bookings)
    .where(inArray(bookings.id, wanted));
  return new Map(rows.map((row) => [row.id, { street: row.street, addressLine2: row.addressLine2, type: row.type as PropertyType }]));
}
