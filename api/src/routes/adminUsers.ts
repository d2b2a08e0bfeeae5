/**
 * GET /api/admin/users?role= and POST /api/admin/users: admins list accounts and create sitters
 * and admins; GET /api/admin/users/homeowners: the users screen's homeowner summaries.
 */
import { adminEndpoints, lifecycleEndpoints as endpoints, VALIDATION, normalizeRole } from '@housesit/shared-contracts';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createAccount } from '../auth/accounts.js';
import { issuePasswordReset } from '../auth/passwordReset.js';
import { deactivateStaff, findStaffUser, reactivateStaff } from '../auth/staffAccounts.js';
import { toUserJson } from '../auth/users.js';
import type { Clock } from '../deps.js';
import type { EventPublisher } from '../events/publisher.js';
import type { ErrorLogger } from '../http/errors.js';
import { publishVisitChanged } from '../visits/changes.js';
import type { Database } from '../db/open.js';
import { users } from '../db/schema.js';
import { serve } from '../http/endpoint.js';
import { ApiProblem } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { currentUser } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { homeownerSummaries, parseHomeownerQuery } from '../visits/homeowners.js';

/** Mounted at /api. */
export function adminUserRoutes(deps: { db: Database; clock: Clock; events: EventPublisher; logError: ErrorLogger }) {
  const routes = new Hono<AppEnv>();

  // Optional role filter ('sitter' is accepted for housesitter), oldest accounts first.
  serve(routes, endpoints.listUsers, async (c) => {
    const raw = c.req.query('role');
    const role = raw === undefined || raw === '' ? null : normalizeRole(raw);
    if (raw && !role) throw new ApiProblem(400, 'request.invalid', VALIDATION.invalidRole, { role: VALIDATION.invalidRole });
    const rows = await deps.db
      .select()
      .from(users)
      .where(role ? eq(users.role, role) : undefined)
      .orderBy(asc(users.id));
    return { items: rows.map(toUserJson) };
  });

  // The users screen: homeowners grouped from their visits, searched and paged (visits/homeowners.ts).
  serve(routes, adminEndpoints.homeowners, async (c) => homeownerSummaries(deps.db, parseHomeownerQuery(c.req.query()), deps.clock.now()));

  serve(
    routes,
    endpoints.createUser,
    async (c, { body: payload }) => {
      // No password: the account's owner sets one from the emailed invitation (decision 017).
      const created = await createAccount(deps.db, payload, {
        byAdmin: true,
        invitation: { invitedBy: currentUser(c), now: deps.clock.now() },
      });
      return { user: toUserJson(created) };
    },
    { status: 201 },
  );

  // Staff accounts (auth/staffAccounts.ts): the sitter's lists and the admins' queue update live.
  serve(routes, endpoints.deactivateUser, async (c, { params }) => {
    const userId = parseId(params.id);
    const result = await deactivateStaff(deps.db, { userId, actorId: currentUser(c).id, now: deps.clock.now() });
    for (const visitId of result.visitIds) await publishVisitChanged(deps, visitId, userId);
    return { user: result.user, unassignedVisits: result.unassignedVisits };
  });

  serve(routes, endpoints.reactivateUser, async (_c, { params }) =>
    reactivateStaff(deps.db, { userId: parseId(params.id), now: deps.clock.now() }),
  );

  // The link /forgot-password sends, saying which admin sent it: admins never choose passwords for people.
  serve(
    routes,
    endpoints.sendPasswordReset,
    async (c, { params }) => {
      const user = await findStaffUser(deps.db, parseId(params.id));
      await issuePasswordReset(deps.db, { email: user.email, now: deps.clock.now(), sentBy: currentUser(c) });
      return { accepted: true as const };
    },
    { status: 202 },
  );

  return routes;
}
