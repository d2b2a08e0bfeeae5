/**
 * Who may call each API route: one rule per 'METHOD /path' the app registers (the path as
 * Hono registers it). src/security/accessMatrix.test.ts walks app.routes and fails for a route
 * without a rule, then checks every route against six actors: anonymous, homeowner A,
 * homeowner B, sitter X (assigned to A's visit), sitter Y (not assigned) and an admin.
 *
 * The rules are read from the endpoint definitions (shared-contracts/src/endpoints): `access`
 * says who gets past the door (anonymous callers get 401, other roles 403); `object` says that
 * the path names one of homeowner A's things, which every actor outside OBJECT_AUDIENCE must get
 * as 404, as if it did not exist. This file adds only the probes: the path and body the matrix
 * sends for a route, and the refusals a route makes past the door.
 *
 * Adding an endpoint: define it in shared-contracts/src/endpoints, and add a probe below when
 * its path has parameters or it needs a body. A route not yet defined may still take a whole
 * rule here (with `access`), until src/security/endpoints.test.ts asks for its definition.
 */
import { ENDPOINTS, type EndpointAccess, type ErrorCode, type ObjectKind, type Role } from '@housesit/shared-contracts';

export const ACTORS = ['anonymous', 'homeownerA', 'homeownerB', 'sitterX', 'sitterY', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'anonymous'>;

export const ACTOR_ROLES: Record<SignedInActor, Role> = {
  homeownerA: 'homeowner',
  homeownerB: 'homeowner',
  sitterX: 'housesitter',
  sitterY: 'housesitter',
  admin: 'admin',
};

/** public, signedIn, role (with roles) or signature: as the endpoint definitions say. */
export type Access = EndpointAccess;
/** Homeowner A's things, put in paths by the probes. A's visit is assigned to sitter X. */
export type { ObjectKind };

/** Who may reach each of A's things (when the route's access lets them in at all). */
export const OBJECT_AUDIENCE: Record<ObjectKind, readonly Actor[]> = {
  visit: ['homeownerA', 'sitterX', 'admin'],
  report: ['homeownerA', 'sitterX', 'admin'],
  media: ['homeownerA', 'sitterX', 'admin'],
  notification: ['homeownerA'],
  session: ['homeownerA'],
  payment: ['homeownerA', 'admin'],
  /** The sandbox's hosted checkout and the order lookup: the customer who started it. */
  checkout: ['homeownerA'],
  /** A's recurring plan: A acts on it, admins read it (the changes are homeowner-only at the door). */
  subscription: ['homeownerA', 'admin'],
};

/** Ids of A's things made fresh for each route, and the actors' user ids. */
export interface Fixtures {
  visitId: number;
  taskId: number;
  reportId: number;
  mediaId: string;
  /** Sitter X's profile photo (GET /api/media/sitter/:id). */
  sitterPhotoId: string;
  notificationId: number;
  /** The public id of another of A's sessions (GET /api/account/sessions). */
  sessionId: string;
  paymentId: number;
  subscriptionId: number;
  checkoutId: string;
  /** The secret of sitter Y's calendar feed (GET /api/calendar/:file). */
  calendarFeedToken: string;
  /** A service-area request (the office's status and note). */
  locationRequestId: number;
  /** A deploy token an admin may revoke. */
  deployTokenId: number;
  /** A's tip for A's visit, not yet paid (its receipt is 409 for those who may see it). */
  tipId: number;
  userIds: Record<SignedInActor, number>;
  usernames: Record<SignedInActor, string>;
  /** Unique per probe, for bodies that create something with a unique name. */
  serial: number;
}

export interface ProbeRequest {
  /** The concrete path (pattern filled in); defaults to the route's path. */
  path?: string;
  /** JSON body for POST/PUT/PATCH/DELETE; `{}` when absent. */
  body?: unknown;
}

export interface RouteRule {
  access: Access;
  object?: ObjectKind;
  /**
   * 'tokenInUrl': authorised by a signed token in its URL, never by the session, so another site
   * may send it (RFC 8058's one-click unsubscribe comes from mail providers). Without a token it is 400.
   */
  crossSite?: 'tokenInUrl';
  request?: (fx: Fixtures, actor: Actor) => ProbeRequest;
  /**
   * Actors the door lets in whom the route itself still refuses, with 403 and a code of its own
   * (the reveal of access details: only the visit's sitter during its hours, and admins).
   */
  refusals?: Partial<Record<Actor, ErrorCode>>;
}

/** What this file adds to a definition; a whole rule (with `access`) only for a route not yet defined. */
export type Probe = Partial<RouteRule>;

const TINY_PNG = 'data:image/png;base64,iVBORw0KGgo=';
/** The address of homeowner A's visit in testKit.ts's fixtures. */
const A_VISIT_ADDRESS = 'CANARYA7Q 9 Secret Lane, Marblehead, MA 01945';

export const PROBES: Readonly<Record<string, Probe>> = {
  'POST /api/auth/register': {
    request: (fx) => ({
      body: {
        username: `probe${fx.serial}`,
        email: `probe${fx.serial}@example.com`,
        password: 'secret-pass',
        firstName: 'P',
        lastName: 'R',
      },
    }),
  },
  'POST /api/auth/login': {
    request: (fx, actor) => ({ body: { username: fx.usernames[actor === 'anonymous' ? 'homeownerB' : actor], password: PROBE_PASSWORD } }),
  },
  // The sign-in form without scripts (routes/formSignIn.ts): the probe's JSON body is not a form,
  // so every actor is sent back to /login?error=request.invalid (303); the checks are the JSON sign-in's.
  'POST /login': {},
  'POST /api/auth/logout': {},
  'GET /api/auth/me': {},
  // Anyone may ask for a link (the same answer for every address) or use one (the token is the key).
  'POST /api/auth/password-reset': { request: (fx) => ({ body: { email: `probe${fx.serial}@example.com` } }) },
  'POST /api/auth/password-reset/confirm': {
    request: () => ({ body: { token: 'not-a-reset-token', password: 'another-pass' } }),
  },

  'PUT /api/account/profile': { request: () => ({ body: { firstName: 'Probe', lastName: 'Actor' } }) },
  'PUT /api/account/sitter-profile': { request: () => ({ body: { profile: 'Probe profile' } }) },
  'POST /api/account/password': {
    request: () => ({ body: { currentPassword: 'not the password', newPassword: 'another-pass' } }),
  },
  'GET /api/account/sessions': {},
  'DELETE /api/account/sessions/:id': {
    request: (fx) => ({ path: `/api/account/sessions/${fx.sessionId}` }),
  },
  'GET /api/account/email-preferences': {},
  'PUT /api/account/email-preferences': { request: () => ({ body: { visitUpdates: true, messages: true } }) },
  // A customer's or a sitter's own calendar feed; admins see every visit in the app itself.
  'GET /api/account/calendar-feed': {},
  'POST /api/account/calendar-feed': {},
  'DELETE /api/account/calendar-feed': {},
  // A calendar app has no session: the secret in the address is the key (a probe's made-up one is 404).
  'GET /api/calendar/:file': { request: (fx) => ({ path: `/api/calendar/${fx.calendarFeedToken}.ics` }) },
  // One-click unsubscribe: the signed token is the authority, no session (a probe's missing token is 400).
  'GET /api/email/unsubscribe': {},
  'POST /api/email/unsubscribe': {},

  'GET /api/visits': {},
  'GET /api/user/stats': {},
  'PATCH /api/visit/:id/start': { request: (fx) => ({ path: `/api/visit/${fx.visitId}/start` }) },
  'PATCH /api/visit/:id/complete': {
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/complete`, body: { notes: 'All fine' } }),
  },
  'PATCH /api/visit/:id/tasks/:taskId': {
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/tasks/${fx.taskId}`, body: { isCompleted: true } }),
  },
  'PATCH /api/visit/:id/add-photo': {
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/add-photo`, body: { mediaUrl: TINY_PNG } }),
  },
  'PATCH /api/visit/:id/revert': {
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/revert`, body: { reason: 'Started by mistake' } }),
  },
  'DELETE /api/visit/:id/photos/:mediaId': {
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/photos/${fx.mediaId}` }),
  },
  'GET /api/visit/:id/history': { request: (fx) => ({ path: `/api/visit/${fx.visitId}/history` }) },
  'PATCH /api/report/:reportId/add-photo': {
    request: (fx) => ({ path: `/api/report/${fx.reportId}/add-photo`, body: { mediaUrl: TINY_PNG } }),
  },
  'PATCH /api/report/:reportId/archive': {
    request: (fx) => ({ path: `/api/report/${fx.reportId}/archive` }),
  },
  'PATCH /api/report/:reportId/restore': {
    request: (fx) => ({ path: `/api/report/${fx.reportId}/restore` }),
  },
  // The visit's homeowner, or an admin (who must give a reason for a cancel).
  'PATCH /api/visit/:id/cancel': {
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/cancel`, body: { reason: 'Probe' } }),
  },
  'GET /api/visit/:id/cancellation': {
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/cancellation` }),
  },
  'PATCH /api/visit/:id/reschedule': {
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/reschedule`, body: { date: '2026-07-20', timeWindow: 'evening' } }),
  },
  'GET /api/properties': {},

  'GET /api/conversations': {},
  'GET /api/visits/:id/messages': { request: (fx) => ({ path: `/api/visits/${fx.visitId}/messages` }) },
  'POST /api/visits/:id/messages': {
    request: (fx) => ({ path: `/api/visits/${fx.visitId}/messages`, body: { body: 'Hello' } }),
  },
  'POST /api/visits/:id/messages/read': {
    request: (fx) => ({ path: `/api/visits/${fx.visitId}/messages/read` }),
  },
  'GET /api/conversations/unread': {},
  'GET /api/inbox': {},
  'GET /api/notifications': {},
  // The caller's own count and rows only: no object in the path, every signed-in actor gets in.
  'GET /api/notifications/unread': {},
  'POST /api/notifications/read-all': {},
  'PATCH /api/notifications/:id/read': {
    request: (fx) => ({ path: `/api/notifications/${fx.notificationId}/read` }),
  },
  'GET /api/media/:id': { request: (fx) => ({ path: `/api/media/${fx.mediaId}` }) },
  'GET /api/media/sitter/:id': { request: (fx) => ({ path: `/api/media/sitter/${fx.sitterPhotoId}` }) },

  'GET /api/admin/users': {},
  'GET /api/admin/users/homeowners': {},
  'POST /api/admin/users': {
    request: (fx) => ({
      body: {
        username: `staff${fx.serial}`,
        email: `staff${fx.serial}@example.com`,
        firstName: 'S',
        lastName: 'T',
        role: 'admin',
      },
    }),
  },
  // Staff accounts: the probes act on sitter Y (admin's own id would be refused as self).
  'POST /api/admin/users/:id/deactivate': {
    request: (fx) => ({ path: `/api/admin/users/${fx.userIds.sitterY}/deactivate` }),
  },
  'POST /api/admin/users/:id/reactivate': {
    request: (fx) => ({ path: `/api/admin/users/${fx.userIds.sitterY}/reactivate` }),
  },
  'POST /api/admin/users/:id/password-reset': {
    request: (fx) => ({ path: `/api/admin/users/${fx.userIds.sitterY}/password-reset` }),
  },
  // Ratings: a visit's customer, its sitter and admins read it; only its customer rates it (A's visit is not completed in the fixtures: 409).
  'GET /api/visits/:id/rating': {
    request: (fx) => ({ path: `/api/visits/${fx.visitId}/rating` }),
  },
  'PUT /api/visits/:id/rating': {
    request: (fx) => ({ path: `/api/visits/${fx.visitId}/rating`, body: { stars: 5 } }),
  },
  'GET /api/sitter/ratings': {},
  // Tips: A's visit is not completed in the fixtures, so A's tip is refused (409); A's pending tip has no receipt yet (409).
  'GET /api/visits/:id/tip': {
    request: (fx) => ({ path: `/api/visits/${fx.visitId}/tip` }),
  },
  'POST /api/visits/:id/tip': {
    request: (fx) => ({ path: `/api/visits/${fx.visitId}/tip`, body: { amountCents: 500 } }),
  },
  'GET /api/tips/:id/receipt.pdf': {
    request: (fx) => ({ path: `/api/tips/${fx.tipId}/receipt.pdf` }),
  },
  // Payouts: A's visit is not completed in the fixtures, so marking sitter X's week finds nothing earned (409).
  'GET /api/admin/payouts': {},
  'POST /api/admin/payouts': {
    request: (fx) => ({ body: { sitterId: fx.userIds.sitterX, weekStart: '2026-01-05' } }),
  },
  'GET /api/sitter/payouts': {},
  'GET /api/admin/sitter-ratings': {},
  'GET /api/admin/attention': {},
  'GET /api/admin/revenue': {},
  'GET /api/admin/location-requests': {},
  'PATCH /api/admin/location-requests/:id': {
    request: (fx) => ({ path: `/api/admin/location-requests/${fx.locationRequestId}`, body: { status: 'contacted', note: 'Called back' } }),
  },
  'GET /api/admin/jobs': {},
  'PUT /api/admin/jobs/:id/status': {
    request: (fx) => ({ path: `/api/admin/jobs/${fx.visitId}/status`, body: { status: 'in_progress' } }),
  },
  'PATCH /api/admin/jobs/:id/assign': {
    request: (fx) => ({ path: `/api/admin/jobs/${fx.visitId}/assign`, body: { sitterId: fx.userIds.sitterY } }),
  },
  'GET /api/admin/stats': {},
  'GET /api/sitter/earnings': {},
  // Dispatch: a sitter's own time off (a probe's range starts far ahead so no day is in the past).
  'GET /api/sitter/time-off': {},
  'POST /api/sitter/time-off': { request: (fx) => ({ body: { startDate: '2030-01-01', endDate: `2030-01-0${(fx.serial % 9) + 1}` } }) },
  'DELETE /api/sitter/time-off/:id': { request: () => ({ path: '/api/sitter/time-off/2147483647' }) },
  'GET /api/admin/time-off': {},
  'GET /api/admin/dispatch/load': { request: () => ({ path: '/api/admin/dispatch/load?from=2026-06-15&to=2026-06-21' }) },
  'POST /api/admin/jobs/:id/assign-plan': {
    request: (fx) => ({ path: `/api/admin/jobs/${fx.visitId}/assign-plan`, body: { sitterId: fx.userIds.sitterY } }),
  },

  'POST /api/checkout/quote': {},
  'POST /api/checkout': {},
  // A's checkout is still pending in the fixtures: the owner is answered its open page.
  'POST /api/checkout/:checkoutId/retry': {
    request: (fx) => ({ path: `/api/checkout/${fx.checkoutId}/retry` }),
  },
  'GET /api/payments': {},
  'GET /api/subscriptions': {},
  'GET /api/subscriptions/:id': {
    request: (fx) => ({ path: `/api/subscriptions/${fx.subscriptionId}` }),
  },
  'PATCH /api/subscriptions/:id': {
    request: (fx) => ({ path: `/api/subscriptions/${fx.subscriptionId}`, body: { cadence: 'biweekly' } }),
  },
  'POST /api/subscriptions/:id/cancel': {
    request: (fx) => ({ path: `/api/subscriptions/${fx.subscriptionId}/cancel` }),
  },
  'POST /api/subscriptions/:id/resume': {
    request: (fx) => ({ path: `/api/subscriptions/${fx.subscriptionId}/resume` }),
  },
  'POST /api/subscriptions/:id/pay': {
    request: (fx) => ({ path: `/api/subscriptions/${fx.subscriptionId}/pay` }),
  },
  'PATCH /api/payments/:id': {
    request: (fx) => ({ path: `/api/payments/${fx.paymentId}`, body: { status: 'completed', transactionId: 'manual-1' } }),
  },
  // A's payment is still pending in the fixtures: past the door, the owner and admins get 409 payment.not_paid.
  'GET /api/payments/:id/receipt.pdf': {
    request: (fx) => ({ path: `/api/payments/${fx.paymentId}/receipt.pdf` }),
  },
  'GET /api/payments/sandbox/:checkoutId': {
    request: (fx) => ({ path: `/api/payments/sandbox/${fx.checkoutId}` }),
  },
  'POST /api/payments/sandbox/:checkoutId/pay': {
    request: (fx) => ({ path: `/api/payments/sandbox/${fx.checkoutId}/pay` }),
  },
  'POST /api/payments/sandbox/:checkoutId/decline': {
    request: (fx) => ({ path: `/api/payments/sandbox/${fx.checkoutId}/decline` }),
  },
  'GET /api/polar/order': {
    request: (fx) => ({ path: `/api/polar/order?checkout_id=${fx.checkoutId}` }),
  },
  'POST /api/polar/webhook': { request: () => ({ body: { type: 'order.paid', data: {} } }) },
  'POST /api/location-requests': {
    request: () => ({
      body: { fullName: 'Pat Probe', homeAddress: '1 Main St, Salem, MA', email: 'pat@example.com', phone: '781-555-0100' },
    }),
  },

  'GET /api/registry': {},
  'GET /api/registry/releases': {},
  'POST /api/registry/remotes/:remote': { request: () => ({ path: '/api/registry/remotes/mf_public' }) },
  'POST /api/registry/client-errors': {},
  // Release health (decision 007): the shell's page-load beacon is anyone's (public pages load
  // areas too; rate limited, published releases only); the counts are for admins.
  'POST /api/registry/page-loads': {
    request: () => ({ body: { loads: [{ remote: 'mf_public', release: null, channel: 'stable' }] } }),
  },
  'GET /api/registry/health': {},
  'DELETE /api/registry/deploy-tokens/:id': { request: (fx) => ({ path: `/api/registry/deploy-tokens/${fx.deployTokenId}` }) },
  'POST /api/registry/deploy-tokens': { request: (fx) => ({ body: { name: `probe-${fx.serial}`, remote: null } }) },
  // Authenticated by a deploy token only: every actor's session is refused (401, no token).
  'POST /api/releases/:remote': { request: () => ({ path: '/api/releases/mf_admin' }) },
  'GET /api/health': {},
  'GET /api/ready': {},
  'GET /api/support/contact': {},
  'GET /api/support/hours': {},
  'GET /ws': {},

  // Access details (decision 024), last so the fuzz test's seeded cases for the routes above stay as they were.
  // By address; A's visit's address is A's property (B has no visit there: 404).
  'GET /api/properties/access': { request: () => ({ path: '/api/properties/access?address=1%20Probe%20Street' }) },
  'PUT /api/properties/access': {
    request: () => ({ body: { address: A_VISIT_ADDRESS, details: { doorCode: '1234' } } }),
  },
  'GET /api/properties/access/reveals': {
    request: () => ({ path: `/api/properties/access/reveals?address=${encodeURIComponent(A_VISIT_ADDRESS)}` }),
  },
  'PUT /api/admin/visits/:id/access': {
    request: (fx) => ({ path: `/api/admin/visits/${fx.visitId}/access`, body: { reason: 'Probe', details: { doorCode: '1234' } } }),
  },
  // Sitter X's visit is days ahead: not yet; anyone else but an admin (with a reason) is refused alike.
  'POST /api/visits/:id/access/reveal': {
    request: (fx) => ({ path: `/api/visits/${fx.visitId}/access/reveal`, body: { reason: 'Probe' } }),
    refusals: {
      homeownerA: 'access.reveal_refused',
      homeownerB: 'access.reveal_refused',
      sitterX: 'access.reveal_not_now',
      sitterY: 'access.reveal_refused',
    },
  },
};

/**
 * The table the matrix and the fuzz test walk: the probes' order first (the fuzz test's seeded
 * cases follow it), then the definitions without a probe. Access, object and cross-site come
 * from the definition; a probe that repeats them for a defined endpoint fails
 * endpoints.test.ts, so they are never written twice.
 */
export const ACCESS_RULES: Readonly<Record<string, RouteRule>> = buildRules(PROBES);

export function buildRules(probes: Readonly<Record<string, Probe>>): Record<string, RouteRule> {
  const rules: Record<string, RouteRule> = {};
  const keys = [...Object.keys(probes), ...Object.keys(ENDPOINTS).filter((key) => !(key in probes))];
  for (const key of keys) {
    const definition = ENDPOINTS[key];
    const probe = probes[key] ?? {};
    if (definition) {
      // A probe that repeats access is ignored here and refused by endpoints.test.ts, rather than
      // thrown at load, where it would stop every security test at once.
      rules[key] = {
        ...probe,
        access: definition.access,
        ...(definition.object ? { object: definition.object } : {}),
        ...(definition.crossSite ? { crossSite: definition.crossSite } : {}),
      };
    } else if (probe.access) {
      rules[key] = { ...probe, access: probe.access };
    } else {
      throw new Error(`${key}: no endpoint definition and no access rule`);
    }
  }
  return rules;
}

/** Every actor's password in the matrix (login probes sign in for real). */
export const PROBE_PASSWORD = 'matrix-pass';

/** What an actor must get from a route: past the door ('allowed'), or refused with this status. */
export type Expected = 'allowed' | 401 | 403 | 404 | 'refused';

export function expectedAnswer(rule: RouteRule, actor: Actor): Expected {
  if (rule.access.kind === 'signature') return 'refused';
  if (actor === 'anonymous' && rule.access.kind !== 'public') return 401;
  if (rule.access.kind === 'role' && actor !== 'anonymous' && !rule.access.roles.includes(ACTOR_ROLES[actor])) return 403;
  if (rule.refusals?.[actor]) return 403;
  if (rule.object && !OBJECT_AUDIENCE[rule.object].includes(actor)) return 404;
  return 'allowed';
}
