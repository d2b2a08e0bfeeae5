/**
 * Test-only routes under /api/test, mounted only with TEST_FACTORY=1 outside production (env.ts
 * refuses it there). The end-to-end suite uses them so that every test owns its data and its
 * instant:
 * - POST /api/test/clock { now } sets the API's clock (it runs on from there); GET reads it.
 * - POST /api/test/household makes a household of its own (an admin, a sitter and two homeowners
 *   with the demo's visits around the clock's now: upcoming, today's, in progress, completed with
 *   reports and photos, a history of months) and answers a signed-in session for each person,
 *   so a test signs in by storage state instead of through the deliberately slow sign-in.
 */
import type { Role } from '@housesit/shared-contracts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { object, optional, pattern, string } from 'superstruct';
import { randomBytes } from 'node:crypto';
import type { CookiePolicy } from '../auth/cookie.js';
import { hashPassword } from '../auth/passwords.js';
import { createSession } from '../auth/sessions.js';
import type { Database } from '../db/open.js';
import { users } from '../db/schema.js';
import { readJson, validated } from '../http/body.js';
import type { AppEnv } from '../http/types.js';
import type { MediaStore } from '../media/store.js';
import { DEMO_PASSWORD, DEMO_USERS, demoPeople, seedDemoData } from '../seed/demo.js';
import type { SettableClock } from '../time/clock.js';

/** The demo's four accounts, by the part they play in a test. */
export const HOUSEHOLD_PARTS = ['admin', 'sitter', 'homeowner', 'homeowner2'] as const;
export type HouseholdPart = (typeof HOUSEHOLD_PARTS)[number];

export interface HouseholdPerson {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** A live session: the value of the session cookie. */
  sessionToken: string;
}

export interface Household {
  /** The API's clock when the household was made; its visits are placed around it. */
  now: string;
  /** Everyone's password (the demo's), for tests that sign in through the form. */
  password: string;
  /** The session cookie's name on this server. */
  cookieName: string;
  people: Record<HouseholdPart, HouseholdPerson>;
}

const ClockStruct = object({ now: pattern(string(), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/) });
const HouseholdStruct = object({ suffix: optional(pattern(string(), /^[a-z0-9]{1,16}$/)) });

/**
 * The password hash every household shares: the demo password at a low scrypt cost (a stored
 * hash names its own cost, so sign-in verifies it as usual), made once per process.
 */
let householdHash: Promise<string> | null = null;
const cheapDemoHash = () => (householdHash ??= hashPassword(DEMO_PASSWORD, { logN: 10, r: 8, p: 1 }));

export function testFactoryRoutes(deps: { db: Database; mediaStore: MediaStore; clock: SettableClock; cookie: CookiePolicy }) {
  const routes = new Hono<AppEnv>();

  routes.get('/clock', (c) => c.json({ now: deps.clock.now().toISOString() }));

  routes.post('/clock', async (c) => {
    const { now } = validated(ClockStruct, await readJson(c));
    const instant = new Date(now);
    if (Number.isNaN(instant.getTime())) return c.json({ error: { code: 'request.invalid', message: `Not an instant: ${now}` } }, 400);
    deps.clock.set(instant);
    return c.json({ now: deps.clock.now().toISOString() });
  });

  routes.post('/household', async (c) => {
    const { suffix = randomBytes(5).toString('hex') } = validated(HouseholdStruct, await readJson(c));
    const now = deps.clock.now();
    await seedDemoData(deps.db, deps.mediaStore, { now, suffix, passwordHash: await cheapDemoHash() });
    const people = {} as Record<HouseholdPart, HouseholdPerson>;
    for (const [index, person] of demoPeople(suffix).entries()) {
      const [row] = await deps.db.select().from(users).where(eq(users.username, person.username)).limit(1);
      if (!row) throw new Error(`household person ${person.username} was not created`);
      const session = await createSession(deps.db, { userId: row.id, now, userAgent: 'test factory' });
      // The demo's own usernames name the parts: admin, sitter, homeowner, homeowner2.
      const part = DEMO_USERS[index]?.username as HouseholdPart;
      people[part] = {
        id: row.id,
        username: row.username,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        role: row.role as Role,
        sessionToken: session.token,
      };
    }
    return c.json<Household>({ now: now.toISOString(), password: DEMO_PASSWORD, cookieName: deps.cookie.name, people }, 201);
  });

  return routes;
}
