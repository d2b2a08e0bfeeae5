/**
 * Access details in the database (decision 024): saved per property, opened only for a reveal,
 * every reveal recorded; the rotation re-wraps data keys in small transactions.
 */
import {
  ACCESS_FIELDS,
  ACCESS_MESSAGES,
  ACCESS_NOTES_MAX,
  AccessDetailsStruct,
  type AccessDetails,
  type AccessField,
  type AccessReveal,
  type AccessSummary,
} from '@housesit/shared-contracts';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { create } from 'superstruct';
import type { Database } from '../db/open.js';
import { accessReveals, properties, propertyAccess, users, visits } from '../db/schema.js';
import { ApiProblem } from '../http/errors.js';
import { rewrap, seal, unseal, type Kek, type Keyring } from './sealing.js';

/** Blank text counts as unset; the key number only with Housesit holding a key. */
export function cleanDetails(details: AccessDetails): AccessDetails {
  const clean: AccessDetails = {};
  for (const [name, value] of Object.entries(details) as Array<[AccessField, string | null | undefined]>) {
    const trimmed = typeof value === 'string' ? value.trim() : null;
    if (trimmed) (clean as Record<string, string>)[name] = trimmed;
  }
  if (clean.keyHolder !== 'housesit') delete clean.keyNumber;
  return clean;
}

function fieldsOf(details: AccessDetails): AccessField[] {
  return ACCESS_FIELDS.filter((name) => details[name] !== undefined && details[name] !== null);
}

/** The owner's property at `address`: only an address one of their visits is booked at. */
async function propertyOf(db: Database, homeownerId: number, address: string, create: boolean): Promise<number | null> {
  const [found] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.homeownerId, homeownerId), eq(properties.address, address)))
    .limit(1);
  if (found) return found.id;
  if (!create) return null;
  const [booked] = await db
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.homeownerId, homeownerId), eq(visits.propertyAddress, address)))
    .limit(1);
  if (!booked) throw new ApiProblem(404, 'access.property_not_found', ACCESS_MESSAGES.propertyNotFound);
  const [made] = await db
    .insert(properties)
    .values({ homeownerId, address })
    .onConflictDoUpdate({ target: [properties.homeownerId, properties.address], set: { address } })
    .returning({ id: properties.id });
  return made!.id;
}

export async function accessSummary(db: Database, homeownerId: number, address: string): Promise<AccessSummary> {
  const [row] = await db
    .select({ setFields: propertyAccess.setFields, updatedAt: propertyAccess.updatedAt })
    .from(properties)
    .innerJoin(propertyAccess, eq(propertyAccess.propertyId, properties.id))
    .where(and(eq(properties.homeownerId, homeownerId), eq(properties.address, address)))
    .limit(1);
  return {
    address,
    setFields: (row?.setFields ?? []) as AccessField[],
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function saveAccess(
  db: Database,
  ring: Keyring,
  input: { homeownerId: number; address: string; details: AccessDetails; by: number; reason: string | null; now: Date },
): Promise<AccessSummary> {
  const propertyId = (await propertyOf(db, input.homeownerId, input.address, true))!;
  // A field left out keeps its saved value (the owner never sees values, so cannot send them back);
  // null or blank text clears it.
  const [saved] = await db
    .select({ sealed: propertyAccess.sealed, wrappedKey: propertyAccess.wrappedKey, kekId: propertyAccess.kekId })
    .from(propertyAccess)
    .where(eq(propertyAccess.propertyId, propertyId))
    .limit(1);
  const merged: AccessDetails = saved ? create(unseal(ring, propertyId, saved), AccessDetailsStruct) : {};
  for (const [name, value] of Object.entries(input.details) as Array<[AccessField, unknown]>) {
    if (value !== undefined) (merged as Record<string, unknown>)[name] = value;
  }
  const details = cleanDetails(merged);
  const sealed = seal(ring, propertyId, details);
  const values = { ...sealed, setFields: fieldsOf(details), updatedAt: input.now, updatedBy: input.by, reason: input.reason };
  await db
    .insert(propertyAccess)
    .values({ propertyId, ...values })
    .onConflictDoUpdate({ target: propertyAccess.propertyId, set: values });
  return { address: input.address, setFields: values.setFields, updatedAt: input.now.toISOString() };
}

/** The visit's property's details, opened; null when none were saved. */
export async function openForVisit(
  db: Database,
  ring: Keyring,
  visit: { homeownerId: number; propertyAddress: string },
): Promise<AccessDetails | null> {
  const [row] = await db
    .select({
      propertyId: propertyAccess.propertyId,
      sealed: propertyAccess.sealed,
      wrappedKey: propertyAccess.wrappedKey,
      kekId: propertyAccess.kekId,
    })
    .from(properties)
    .innerJoin(propertyAccess, eq(propertyAccess.propertyId, properties.id))
    .where(and(eq(properties.homeownerId, visit.homeownerId), eq(properties.address, visit.propertyAddress)))
    .limit(1);
  if (!row) return null;
  return create(unseal(ring, row.propertyId, row), AccessDetailsStruct);
}

export async function recordReveal(
  db: Database,
  input: { visitId: number; userId: number; role: string; reason: string | null; ip: string | null; at: Date },
): Promise<void> {
  await db.insert(accessReveals).values({ ...input, revealedAt: input.at });
}

/**
 * `text` joined to the details' free notes: the notes themselves when none were saved, unchanged
 * when they already hold it, else added after them (cut to the notes' limit). No other field
 * changes, so nothing the owner saved is overwritten.
 */
export function withAccessNote(details: AccessDetails, text: string): AccessDetails {
  const note = text.trim();
  const notes = details.notes?.trim() ?? '';
  if (!note || notes.includes(note)) return details;
  const joined = notes ? `${notes}\n\n${note}` : note;
  return { ...details, notes: joined.length > ACCESS_NOTES_MAX ? `${joined.slice(0, ACCESS_NOTES_MAX - 1)}…` : joined };
}

/**
 * Seals access text typed at booking into the notes of the owner's property at `address`
 * (made if it does not exist yet: the booking is at that address), keeping every field already
 * saved. Call it inside a transaction: the record is locked while it is opened and sealed again.
 * Answers whether the record changed.
 */
export async function addAccessNotes(
  db: Database,
  ring: Keyring,
  input: { homeownerId: number; address: string; texts: readonly string[]; now: Date },
): Promise<boolean> {
  if (!input.texts.some((text) => text.trim())) return false;
  const [property] = await db
    .insert(properties)
    .values({ homeownerId: input.homeownerId, address: input.address })
    .onConflictDoUpdate({ target: [properties.homeownerId, properties.address], set: { address: input.address } })
    .returning({ id: properties.id });
  const propertyId = property!.id;
  const [saved] = await db
    .select({ sealed: propertyAccess.sealed, wrappedKey: propertyAccess.wrappedKey, kekId: propertyAccess.kekId })
    .from(propertyAccess)
    .where(eq(propertyAccess.propertyId, propertyId))
    .limit(1)
    .for('update');
  const before: AccessDetails = saved ? create(unseal(ring, propertyId, saved), AccessDetailsStruct) : {};
  const details = cleanDetails(input.texts.reduce(withAccessNote, before));
  if (saved && details.notes === before.notes) return false;
  const values = {
    ...seal(ring, propertyId, details),
    setFields: fieldsOf(details),
    updatedAt: input.now,
    updatedBy: input.homeownerId,
    reason: null,
  };
  await db
    .insert(propertyAccess)
    .values({ propertyId, ...values })
    .onConflictDoUpdate({ target: propertyAccess.propertyId, set: values });
  return true;
}

/** Every reveal of the visits at the owner's address, newest first (the 500 latest). */
export async function listReveals(db: Database, homeownerId: number, address: string): Promise<AccessReveal[]> {
  const rows = await db
    .select({
      id: accessReveals.id,
      visitId: accessReveals.visitId,
      revealedAt: accessReveals.revealedAt,
      userId: accessReveals.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      role: accessReveals.role,
      reason: accessReveals.reason,
      ip: accessReveals.ip,
    })
    .from(accessReveals)
    .innerJoin(visits, eq(visits.id, accessReveals.visitId))
    .innerJoin(users, eq(users.id, accessReveals.userId))
    .where(and(eq(visits.homeownerId, homeownerId), eq(visits.propertyAddress, address)))
    .orderBy(desc(accessReveals.revealedAt), desc(accessReveals.id))
    .limit(500);
  return rows.map(({ firstName, lastName, revealedAt, ...row }) => ({
    ...row,
    name: `${firstName} ${lastName}`.trim(),
    revealedAt: revealedAt.toISOString(),
  }));
}

export interface RotationResult {
  rewrapped: number;
  batches: number;
}

/**
 * Re-wraps every data key still under `from` with `to`, `batchSize` records per transaction
 * (rows locked with SKIP LOCKED, so a save or another rotation running meanwhile is never
 * blocked for long). Instances keep answering throughout: they hold both keys (ACCESS_KEY and
 * ACCESS_KEY_PREVIOUS) and pick the one each record names. Safe to run again after a stop.
 */
export async function rotateAccessKeys(
  db: Database,
  from: Kek,
  to: Kek,
  options: { batchSize?: number; onBatch?: (done: number) => void } = {},
): Promise<RotationResult> {
  const batchSize = options.batchSize ?? 500;
  let rewrapped = 0;
  let batches = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          propertyId: propertyAccess.propertyId,
          sealed: propertyAccess.sealed,
          wrappedKey: propertyAccess.wrappedKey,
          kekId: propertyAccess.kekId,
        })
        .from(propertyAccess)
        .where(and(eq(propertyAccess.kekId, from.id), ne(propertyAccess.kekId, to.id)))
        .orderBy(asc(propertyAccess.propertyId))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const pairs = rows.map((row) => sql`(${row.propertyId}::int, ${rewrap(from, to, row.propertyId, row).wrappedKey}::text)`);
      // One statement per batch: the new wrapped keys by property id.
      await tx.execute(sql`
        update ${propertyAccess} set wrapped_key = batch.wrapped, kek_id = ${to.id}
        from (values ${sql.join(pairs, sql`, `)}) as batch (id, wrapped)
        where ${propertyAccess.propertyId} = batch.id and ${propertyAccess.kekId} = ${from.id}`);
      return rows.length;
    });
    if (count === 0) break;
    rewrapped += count;
    batches += 1;
    options.onBatch?.(rewrapped);
  }
  return { rewrapped, batches };
}
