/** The admins' list of service-area requests (DECISIONS.md: stored from both dialogs, listed for admins). */
import type { LocationRequest, LocationRequestPage } from '@housesit/shared-contracts';
import { count, desc } from 'drizzle-orm';
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
