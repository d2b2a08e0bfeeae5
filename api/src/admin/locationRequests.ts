/** The admins' list of service-area requests (docs/product/DECISIONS.md: stored from both dialogs, listed for admins). */
import type { LocationRequest, LocationRequestPage, UpdateLocationRequest } from '@housesit/shared-contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { locationRequests, type LocationRequestRow } from '../db/schema.js';

export function toLocationRequestJson(row: LocationRequestRow): LocationRequest {
  return {
    id: row.id,
    variant: row.variant === 'address' ? 'address' : 'city',
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    homeAddress: row.homeAddress,
    requestedCity: row.requestedCity,
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first; ties (same instant) broken by id so pages never overlap. */
export async function listLocationRequests(db: Database, page: { limit: number; offset: number }): Promise<LocationRequestPage> {
  const [items, totals] = [
    await db
      .select()
      .from(locationRequests)
      .orderBy(desc(locationRequests.createdAt), desc(locationRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    await db.select({ total: count() }).from(locationRequests),
  ];
  const total = Number(totals[0]?.total ?? 0);
  const next = page.offset + items.length;
  return { items: items.map(toLocationRequestJson), total, nextOffset: next < total ? next : null };
}

/** Sets where the office is with a request, and its note (a blank note clears it); null when there is no such request. */
export async function updateLocationRequest(
  db: Database,
  id: number,
  change: UpdateLocationRequest,
  now: Date,
): Promise<LocationRequest | null> {
  const note = change.note?.trim() || null;
  const [row] = await db
    .update(locationRequests)
    .set({ status: change.status, note, updatedAt: now })
    .where(eq(locationRequests.id, id))
    .returning();
  return row ? toLocationRequestJson(row) : null;
}
