/**
 * Test helpers of the security suites: the six actors and homeowner A's things (with canary
 * text that nobody else may ever see), requests from a given client address, and a fingerprint
 * of the whole database to prove that a refused request wrote nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { createSession, sessionPublicId } from '../auth/sessions.js';
import { renewFeed } from '../calendar/feed.js';
import type { Database } from '../db/open.js';
import {
  bookings,
  deployTokens,
  locationRequests,
  messages,
  notifications,
  payments,
  subscriptions,
  users,
  visits,
  visitTips,
} from '../db/schema.js';
import type { MediaStore } from '../media/store.js';
import { insertPhoto, insertReport, insertUser, insertVisit } from '../test/fixtures.js';
import type { App } from '../app.js';
import { ACTORS, ACTOR_ROLES, PROBE_PASSWORD, type Actor, type Fixtures, type SignedInActor } from './accessRules.js';

/** Text planted in homeowner A's data: it must never reach anonymous callers, homeowner B or sitter Y. */
export const CANARY = 'CANARYA7Q';

export interface Actors {
  userIds: Record<SignedInActor, number>;
  usernames: Record<SignedInActor, string>;
}

const SIGNED_IN = ACTORS.filter((actor): actor is SignedInActor => actor !== 'anonymous');

export async function createActors(db: Database): Promise<Actors> {
  const userIds = {} as Record<SignedInActor, number>;
  const usernames = {} as Record<SignedInActor, string>;
  for (const actor of SIGNED_IN) {
    const row = await insertUser(db, { username: actor.toLowerCase(), role: ACTOR_ROLES[actor], password: PROBE_PASSWORD });
    userIds[actor] = row.id;
    usernames[actor] = row.username;
  }
  return { userIds, usernames };
}

/** A fresh session cookie value per actor (null for anonymous), made without a login. */
export async function sessionTokens(db: Database, actors: Actors, now: Date): Promise<Record<Actor, string | null>> {
  const tokens = { anonymous: null } as Record<Actor, string | null>;
  for (const actor of SIGNED_IN)
    tokens[actor] = (await createSession(db, { userId: actors.userIds[actor], now, userAgent: 'matrix' })).token;
  return tokens;
}

let serial = 0;

/** Homeowner A's visit (assigned to sitter X) with a task, a completed report, a photo, a message, a notification, a booking, a payment and another session. */
export async function createFixtures(db: Database, store: MediaStore, actors: Actors, now: Date): Promise<Fixtures> {
  const a = actors.userIds.homeownerA;
  await db
    .update(users)
    .set({ phone: `${CANARY}-phone`, address: `${CANARY} user address` })
    .where(sql`${users.id} = ${a}`);
  const visit = await insertVisit(db, {
    homeownerId: a,
    sitterId: actors.userIds.sitterX,
    scheduledDate: new Date(now.getTime() + 3 * 24 * 60 * 60 * 1000),
    address: `${CANARY} 9 Secret Lane, Marblehead, MA 01945`,
    tasks: [{ name: 'Water plants', category: 'home' }],
  });
  await db
    .update(visits)
    .set({ accessInstructions: `${CANARY} key under the mat` })
    .where(sql`${visits.id} = ${visit.id}`);
  const [task] = await db
    .execute<{ id: number }>(sql`select id from visit_tasks where visit_id = ${visit.id}`)
    .then(rowsOf<{ id: number }>);
  const report = await insertReport(db, { visitId: visit.id, completedAt: now, notes: `${CANARY} report notes` });
  const mediaId = await insertPhoto(db, store, { reportId: report.id });
  // Sitter X's photo: A's visit is X's, so A may see it (decision 005's audience, for a sitter's photo).
  const sitterPhotoId = randomUUID();
  await store.put(`sitters/${actors.userIds.sitterX}/${sitterPhotoId}.png`, new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  await db
    .update(users)
    .set({
      photoId: sitterPhotoId,
      photoStorageKey: `sitters/${actors.userIds.sitterX}/${sitterPhotoId}.png`,
      photoContentType: 'image/png',
    })
    .where(eq(users.id, actors.userIds.sitterX));
  await db.insert(messages).values({ visitId: visit.id, senderId: a, body: `${CANARY} message` });
  const [notification] = await db.insert(notifications).values({ userId: a, type: 'visitCompleted', visitId: visit.id }).returning();
  const session = await createSession(db, { userId: a, now, userAgent: `${CANARY} browser` });
  const checkoutId = `sbx_${randomBytes(9).toString('base64url')}`;
  const [booking] = await db
    .insert(bookings)
    .values({
      userId: a,
      flow: 'wizard',
      plan: 'standard',
      dates: ['2026-07-01'],
      propertyAddress: `${CANARY} booking address`,
      city: 'Marblehead',
      state: 'MA',
      zip: '01945',
      propertyType: 'house',
      visitKey: 'standard',
      totalCents: 6500,
      quote: { lines: [] },
    })
    .returning();
  const [payment] = await db
    .insert(payments)
    .values({ bookingId: booking!.id, userId: a, provider: 'sandbox', checkoutId, amountCents: 6500, description: `${CANARY} payment` })
    .returning();
  // A's recurring plan (a subscription on a second booking, decision 015).
  const [recurring] = await db
    .insert(bookings)
    .values({
      ...booking!,
      id: undefined,
      plan: 'recurring',
      cadence: 'weekly',
      dates: ['2026-07-01'],
      visitKey: 'extended_weekly',
      totalCents: 22500,
    })
    .returning();
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      userId: a,
      bookingId: recurring!.id,
      cadence: 'weekly',
      startDate: '2026-07-01',
      currentPeriodStart: '2026-07-01',
      currentPeriodEnd: '2026-07-29',
      provider: 'sandbox',
    })
    .returning();
  // Sitter Y's calendar feed: the address is the key, so a probe without a session gets in (Y has none of A's visits).
  const { token: calendarFeedToken } = await renewFeed(db, actors.userIds.sitterY, now);
  const [areaRequest] = await db
    .insert(locationRequests)
    .values({ variant: 'city', fullName: 'Area Asker', email: 'asker@example.com', phone: '781-555-0199', requestedCity: 'Salem' })
    .returning();
  // A deploy token to revoke (DELETE /api/registry/deploy-tokens/:id); its secret is never sent.
  const [deployToken] = await db
    .insert(deployTokens)
    .values({ name: `probe-${serial}`, remote: null, secretHash: `probe-hash-${serial}` })
    .returning();
  const [tip] = await db
    .insert(visitTips)
    .values({
      visitId: visit.id,
      homeownerId: a,
      sitterId: actors.userIds.sitterX,
      amountCents: 500,
      provider: 'sandbox',
      checkoutId: `sbx_tip_${randomBytes(9).toString('base64url')}`,
    })
    .returning();
  serial += 1;
  return {
    deployTokenId: deployToken!.id,
    tipId: tip!.id,
    calendarFeedToken,
    locationRequestId: areaRequest!.id,
    visitId: visit.id,
    taskId: Number(task!.id),
    reportId: report.id,
    mediaId,
    sitterPhotoId,
    notificationId: notification!.id,
    sessionId: sessionPublicId(session.tokenHash),
    paymentId: payment!.id,
    subscriptionId: subscription!.id,
    checkoutId,
    userIds: actors.userIds,
    usernames: actors.usernames,
    serial,
  };
}

let addressSerial = 0;

/** A different client address for every call, so per-address limits never mix up the probes. */
export function nextClientAddress(): string {
  addressSerial += 1;
  return `10.${(addressSerial >> 16) & 255}.${(addressSerial >> 8) & 255}.${addressSerial & 255}`;
}

export interface SendOptions {
  cookie?: string | null;
  origin?: string;
  body?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** One request through the app as it arrives from a socket (so getConnInfo sees an address). */
export function send(app: App, method: string, path: string, options: SendOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const ip = options.ip ?? nextClientAddress();
  return Promise.resolve(
    app.request(
      `http://localhost${path}`,
      { method, headers, body: options.body },
      { incoming: { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: 'IPv4' } } },
    ),
  );
}

/**
 * Bookkeeping, not data: visit_data_version counts write statements (even one that matched no
 * row, as a refused request's guarded UPDATE does), so it may move while nothing changed.
 */
const NOT_DATA = new Set(['visit_data_version']);

/** A digest of every row of every data table: equal before and after means nothing was written. */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  )
    .map((row) => row.name)
    .filter((name) => !NOT_DATA.has(name));
  const digest: Record<string, string> = {};
  for (const name of tables) {
    const [row] = rowsOf<{ n: number; h: string | null }>(
      await db.execute(sql.raw(`select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as h from "${name}" t`)),
    );
    digest[name] = `${row?.n ?? 0}:${row?.h ?? ''}`;
  }
  return digest;
}

/** postgres.js answers an array of rows, PGlite `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
