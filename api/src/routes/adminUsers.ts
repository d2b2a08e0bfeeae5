/**
 * GET /api/admin/users?role= and POST /api/admin/users: admins list accounts and create sitters
 * and admins; GET /api/admin/users/homeowners: the users screen's homeowner summaries.
 */
import {
  CreateStaffUserStruct,
  VALIDATION,
  normalizeRole,
  type HomeownerSummaryPage,
  type PasswordResetRequested,
  type SessionResponse,
  type StaffAccountChange,
  type UserList,
} from '@housesit/shared-contracts';
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
import { readBody } from '../http/body.js';
import { ApiProblem } from '../http/errors.js';
import { parseId } from '../http/params.js';
import { currentUser, requireRole } from '../http/session.js';
import type { AppEnv } from '../http/types.js';
import { homeownerSummaries, parseHomeownerQuery } from '../visits/homeowners.js';

export function adminUserRoutes(deps: { db: Database; clock: Clock; events: EventPublisher; logError: ErrorLogger }) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireRole('admin'));

  // Optional role filter ('sitter' is accepted for housesitter), oldest accounts first.
  routes.get('/', async (c) => {
    const raw = c.req.query('role');
    const role = raw === undefined || raw === '' ? null : normalizeRole(raw);
    if (raw && !role) throw new ApiProblem(400, 'request.invalid', VALIDATION.invalidRole, { role: VALIDATION.invalidRole });
    const rows = await deps.db
      .select()
      .from(users)
      .where(role ? eq(users.role, role) : undefined)
      .orderBy(asc(users.id));
    return c.json<UserList>({ items: rows.map(toUserJson) });
  });

  // The users screen: homeowners grouped from their visits, searched and paged (visits/homeowners.ts).
  routes.get('/homeowners', async (c) => {
    const query = parseHomeownerQuery(c.req.query());
    return c.json<HomeownerSummaryPage>(await homeownerSummaries(deps.db, query, deps.clock.now()));
  });

  routes.post('/', async (c) => {
    const payload = await readBody(c, CreateStaffUserStruct);
    // No password: the account's owner sets one from the emailed invitation (decision 017).
    const created = await createAccount(deps.db, payload, {
      byAdmin: true,
      invitation: { invitedBy: currentUser(c), now: deps.clock.now() },
    });
    return c.json<SessionResponse>({ user: toUserJson(created) }, 201);
  });

  // Staff accounts (auth/staffAccounts.ts): the sitter's lists and the admins' queue update live.
  routes.post('/:id/deactivate', async (c) => {
    const userId = parseId(c.req.param('id'));
    const result = await deactivateStaff(deps.db, { userId, actorId: currentUser(c).id, now: deps.clock.now() });
    for (const visitId of result.visitIds) await publishVisitChanged(deps, visitId, userId);
    return c.json<StaffAccountChange>({ user: result.user, unassignedVisits: result.unassignedVisits });
  });

  routes.post('/:id/reactivate', async (c) => {
    const result = await reactivateStaff(deps.db, { userId: parseId(c.req.param('id')), now: deps.clock.now() });
    return c.json<StaffAccountChange>(result);
  });

  // The link /forgot-password sends, saying which admin sent it: admins never choose passwords for people.
  routes.post('/:id/password-reset', async (c) => {
    const user = await findStaffUser(deps.db, parseId(c.req.param('id')));
    await issuePasswordReset(deps.db, { email: user.email, now: deps.clock.now(), sentBy: currentUser(c) });
    return c.json<PasswordResetRequested>({ accepted: true }, 202);
  });

  return routes;
}
