/**
 * Who may call each API route: one entry per 'METHOD /path' the app registers (the path as
 * Hono registers it). src/security/accessMatrix.test.ts walks app.routes and fails for a route
 * without an entry here, then checks every route against six actors: anonymous, homeowner A,
 * homeowner B, sitter X (assigned to A's visit), sitter Y (not assigned) and an admin.
 *
 * Adding an endpoint: add its rule below. `access` says who gets past the door (anonymous
 * callers get 401, other roles 403); `object` says that the path names one of homeowner A's
 * things, which every actor outside OBJECT_AUDIENCE must get as 404, as if it did not exist.
 */
import type { ErrorCode, Role } from '@housesit/shared-contracts';

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

export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'role'; roles: readonly Role[] }
  /** Server to server (a provider's webhook): authenticated by a signature, so no browser session gets in. */
  | { kind: 'signature' };

/** Homeowner A's things, put in paths by the probes. A's visit is assigned to sitter X. */
export type ObjectKind = 'visit' | 'report' | 'notification' | 'media' | 'session' | 'payment' | 'checkout' | 'subscription';

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

const PUBLIC: Access = { kind: 'public' };
const SIGNED_IN: Access = { kind: 'signedIn' };
const role = (...roles: Role[]): Access => ({ kind: 'role', roles });
const ADMIN = role('admin');
const STAFF = role('admin', 'housesitter');
const HOMEOWNER = role('homeowner');
const OWNER_OR_ADMIN = role('homeowner', 'admin');
const CUSTOMER_OR_SITTER = role('homeowner', 'housesitter');
const TINY_PNG = 'data:image/png;base64,iVBORw0KGgo=';
/** The address of homeowner A's visit in testKit.ts's fixtures. */
const A_VISIT_ADDRESS = 'CANARYA7Q 9 Secret Lane, Marblehead, MA 01945';

export const ACCESS_RULES: Readonly<Record<string, RouteRule>> = {
  'POST /api/auth/register': {
    access: PUBLIC,
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
    access: PUBLIC,
    request: (fx, actor) => ({ body: { username: fx.usernames[actor === 'anonymous' ? 'homeownerB' : actor], password: PROBE_PASSWORD } }),
  },
  // The sign-in form without scripts (routes/formSignIn.ts): the probe's JSON body is not a form,
  // so every actor is sent back to /login?error=request.invalid (303); the checks are the JSON sign-in's.
  'POST /login': { access: PUBLIC },
  'POST /api/auth/logout': { access: PUBLIC },
  'GET /api/auth/me': { access: SIGNED_IN },
  // Anyone may ask for a link (the same answer for every address) or use one (the token is the key).
  'POST /api/auth/password-reset': { access: PUBLIC, request: (fx) => ({ body: { email: `probe${fx.serial}@example.com` } }) },
  'POST /api/auth/password-reset/confirm': {
    access: PUBLIC,
    request: () => ({ body: { token: 'not-a-reset-token', password: 'another-pass' } }),
  },

  'PUT /api/account/profile': { access: SIGNED_IN, request: () => ({ body: { firstName: 'Probe', lastName: 'Actor' } }) },
  'POST /api/account/password': {
    access: SIGNED_IN,
    request: () => ({ body: { currentPassword: 'not the password', newPassword: 'another-pass' } }),
  },
  'GET /api/account/sessions': { access: SIGNED_IN },
  'DELETE /api/account/sessions/:id': {
    access: SIGNED_IN,
    object: 'session',
    request: (fx) => ({ path: `/api/account/sessions/${fx.sessionId}` }),
  },
  'GET /api/account/email-preferences': { access: SIGNED_IN },
  'PUT /api/account/email-preferences': { access: SIGNED_IN, request: () => ({ body: { visitUpdates: true, messages: true } }) },
  // A customer's or a sitter's own calendar feed; admins see every visit in the app itself.
  'GET /api/account/calendar-feed': { access: CUSTOMER_OR_SITTER },
  'POST /api/account/calendar-feed': { access: CUSTOMER_OR_SITTER },
  'DELETE /api/account/calendar-feed': { access: CUSTOMER_OR_SITTER },
  // A calendar app has no session: the secret in the address is the key (a probe's made-up one is 404).
  'GET /api/calendar/:file': { access: PUBLIC, request: (fx) => ({ path: `/api/calendar/${fx.calendarFeedToken}.ics` }) },
  // One-click unsubscribe: the signed token is the authority, no session (a probe's missing token is 400).
  'GET /api/email/unsubscribe': { access: PUBLIC },
  'POST /api/email/unsubscribe': { access: PUBLIC, crossSite: 'tokenInUrl' },

  'GET /api/visits': { access: SIGNED_IN },
  'GET /api/user/stats': { access: HOMEOWNER },
  'PATCH /api/visit/:id/start': { access: STAFF, object: 'visit', request: (fx) => ({ path: `/api/visit/${fx.visitId}/start` }) },
  'PATCH /api/visit/:id/complete': {
    access: STAFF,
    object: 'visit',
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/complete`, body: { notes: 'All fine' } }),
  },
  'PATCH /api/visit/:id/tasks/:taskId': {
    access: STAFF,
    object: 'visit',
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/tasks/${fx.taskId}`, body: { isCompleted: true } }),
  },
  'PATCH /api/visit/:id/add-photo': {
    access: STAFF,
    object: 'visit',
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/add-photo`, body: { mediaUrl: TINY_PNG } }),
  },
  'PATCH /api/visit/:id/revert': {
    access: ADMIN,
    object: 'visit',
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/revert`, body: { reason: 'Started by mistake' } }),
  },
  'DELETE /api/visit/:id/photos/:mediaId': {
    access: STAFF,
    object: 'visit',
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/photos/${fx.mediaId}` }),
  },
  'GET /api/visit/:id/history': { access: STAFF, object: 'visit', request: (fx) => ({ path: `/api/visit/${fx.visitId}/history` }) },
  'PATCH /api/report/:reportId/add-photo': {
    access: STAFF,
    object: 'report',
    request: (fx) => ({ path: `/api/report/${fx.reportId}/add-photo`, body: { mediaUrl: TINY_PNG } }),
  },
  'PATCH /api/report/:reportId/archive': {
    access: HOMEOWNER,
    object: 'report',
    request: (fx) => ({ path: `/api/report/${fx.reportId}/archive` }),
  },
  // The visit's homeowner, or an admin (who must give a reason for a cancel).
  'PATCH /api/visit/:id/cancel': {
    access: OWNER_OR_ADMIN,
    object: 'visit',
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/cancel`, body: { reason: 'Probe' } }),
  },
  'GET /api/visit/:id/cancellation': {
    access: OWNER_OR_ADMIN,
    object: 'visit',
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/cancellation` }),
  },
  'PATCH /api/visit/:id/reschedule': {
    access: OWNER_OR_ADMIN,
    object: 'visit',
    request: (fx) => ({ path: `/api/visit/${fx.visitId}/reschedule`, body: { date: '2026-07-20', timeWindow: 'evening' } }),
  },
  'GET /api/properties': { access: HOMEOWNER },

  'GET /api/conversations': { access: SIGNED_IN },
  'GET /api/visits/:id/messages': { access: SIGNED_IN, object: 'visit', request: (fx) => ({ path: `/api/visits/${fx.visitId}/messages` }) },
  'POST /api/visits/:id/messages': {
    access: SIGNED_IN,
    object: 'visit',
    request: (fx) => ({ path: `/api/visits/${fx.visitId}/messages`, body: { body: 'Hello' } }),
  },
  'POST /api/visits/:id/messages/read': {
    access: SIGNED_IN,
    object: 'visit',
    request: (fx) => ({ path: `/api/visits/${fx.visitId}/messages/read` }),
  },
  'GET /api/conversations/unread': { access: SIGNED_IN },
  'GET /api/inbox': { access: STAFF },
  'GET /api/notifications': { access: SIGNED_IN },
  // The caller's own count and rows only: no object in the path, every signed-in actor gets in.
  'GET /api/notifications/unread': { access: SIGNED_IN },
  'POST /api/notifications/read-all': { access: SIGNED_IN },
  'PATCH /api/notifications/:id/read': {
    access: SIGNED_IN,
    object: 'notification',
    request: (fx) => ({ path: `/api/notifications/${fx.notificationId}/read` }),
  },
  'GET /api/media/:id': { access: SIGNED_IN, object: 'media', request: (fx) => ({ path: `/api/media/${fx.mediaId}` }) },

  'GET /api/admin/users': { access: ADMIN },
  'GET /api/admin/users/homeowners': { access: ADMIN },
  'POST /api/admin/users': {
    access: ADMIN,
    request: (fx) => ({
      body: {
        username: `staff${fx.serial}`,
        email: `staff${fx.serial}@example.com`,
        password: 'secret-pass',
        firstName: 'S',
        lastName: 'T',
        role: 'admin',
      },
    }),
  },
  // Staff accounts: the probes act on sitter Y (admin's own id would be refused as self).
  'POST /api/admin/users/:id/deactivate': {
    access: ADMIN,
    request: (fx) => ({ path: `/api/admin/users/${fx.userIds.sitterY}/deactivate` }),
  },
  'POST /api/admin/users/:id/reactivate': {
    access: ADMIN,
    request: (fx) => ({ path: `/api/admin/users/${fx.userIds.sitterY}/reactivate` }),
  },
  'POST /api/admin/users/:id/password-reset': {
    access: ADMIN,
    request: (fx) => ({ path: `/api/admin/users/${fx.userIds.sitterY}/password-reset` }),
  },
  'GET /api/admin/attention': { access: ADMIN },
  'GET /api/admin/revenue': { access: ADMIN },
  'GET /api/admin/location-requests': { access: ADMIN },
  'PATCH /api/admin/location-requests/:id': {
    access: ADMIN,
    request: (fx) => ({ path: `/api/admin/location-requests/${fx.locationRequestId}`, body: { status: 'contacted', note: 'Called back' } }),
  },
  'GET /api/admin/jobs': { access: ADMIN },
  'PUT /api/admin/jobs/:id/status': {
    access: ADMIN,
    object: 'visit',
    request: (fx) => ({ path: `/api/admin/jobs/${fx.visitId}/status`, body: { status: 'in_progress' } }),
  },
  'PATCH /api/admin/jobs/:id/assign': {
    access: ADMIN,
    object: 'visit',
    request: (fx) => ({ path: `/api/admin/jobs/${fx.visitId}/assign`, body: { sitterId: fx.userIds.sitterY } }),
  },
  'GET /api/admin/stats': { access: ADMIN },
  'GET /api/sitter/earnings': { access: role('housesitter') },

  'POST /api/checkout/quote': { access: SIGNED_IN },
  'POST /api/checkout': { access: SIGNED_IN },
  'GET /api/payments': { access: SIGNED_IN },
  'GET /api/subscriptions': { access: SIGNED_IN },
  'GET /api/subscriptions/:id': {
    access: SIGNED_IN,
    object: 'subscription',
    request: (fx) => ({ path: `/api/subscriptions/${fx.subscriptionId}` }),
  },
  'PATCH /api/subscriptions/:id': {
    access: HOMEOWNER,
    object: 'subscription',
    request: (fx) => ({ path: `/api/subscriptions/${fx.subscriptionId}`, body: { cadence: 'biweekly' } }),
  },
  'POST /api/subscriptions/:id/cancel': {
    access: HOMEOWNER,
    object: 'subscription',
    request: (fx) => ({ path: `/api/subscriptions/${fx.subscriptionId}/cancel` }),
  },
  'POST /api/subscriptions/:id/pay': {
    access: HOMEOWNER,
    object: 'subscription',
    request: (fx) => ({ path: `/api/subscriptions/${fx.subscriptionId}/pay` }),
  },
  'PATCH /api/payments/:id': {
    access: ADMIN,
    object: 'payment',
    request: (fx) => ({ path: `/api/payments/${fx.paymentId}`, body: { status: 'completed', transactionId: 'manual-1' } }),
  },
  // A's payment is still pending in the fixtures: past the door, the owner and admins get 409 payment.not_paid.
  'GET /api/payments/:id/receipt.pdf': {
    access: SIGNED_IN,
    object: 'payment',
    request: (fx) => ({ path: `/api/payments/${fx.paymentId}/receipt.pdf` }),
  },
  'GET /api/payments/sandbox/:checkoutId': {
    access: PUBLIC,
    object: 'checkout',
    request: (fx) => ({ path: `/api/payments/sandbox/${fx.checkoutId}` }),
  },
  'POST /api/payments/sandbox/:checkoutId/pay': {
    access: PUBLIC,
    object: 'checkout',
    request: (fx) => ({ path: `/api/payments/sandbox/${fx.checkoutId}/pay` }),
  },
  'POST /api/payments/sandbox/:checkoutId/decline': {
    access: PUBLIC,
    object: 'checkout',
    request: (fx) => ({ path: `/api/payments/sandbox/${fx.checkoutId}/decline` }),
  },
  'GET /api/polar/order': {
    access: SIGNED_IN,
    object: 'checkout',
    request: (fx) => ({ path: `/api/polar/order?checkout_id=${fx.checkoutId}` }),
  },
  'POST /api/polar/webhook': { access: { kind: 'signature' }, request: () => ({ body: { type: 'order.paid', data: {} } }) },
  'POST /api/location-requests': {
    access: PUBLIC,
    request: () => ({
      body: { fullName: 'Pat Probe', homeAddress: '1 Main St, Salem, MA', email: 'pat@example.com', phone: '781-555-0100' },
    }),
  },

  'GET /api/registry': { access: PUBLIC },
  'GET /api/registry/releases': { access: ADMIN },
  'POST /api/registry/remotes/:remote': { access: ADMIN, request: () => ({ path: '/api/registry/remotes/mf_public' }) },
  'POST /api/registry/client-errors': { access: PUBLIC },
  'GET /api/health': { access: PUBLIC },
  'GET /api/ready': { access: PUBLIC },
  'GET /api/support/contact': { access: PUBLIC },
  'GET /ws': { access: SIGNED_IN },

  // Access details (decision 024), last so the fuzz test's seeded cases for the routes above stay as they were.
  // By address; A's visit's address is A's property (B has no visit there: 404).
  'GET /api/properties/access': { access: HOMEOWNER, request: () => ({ path: '/api/properties/access?address=1%20Probe%20Street' }) },
  'PUT /api/properties/access': {
    access: HOMEOWNER,
    object: 'visit',
    request: () => ({ body: { address: A_VISIT_ADDRESS, details: { doorCode: '1234' } } }),
  },
  'GET /api/properties/access/reveals': {
    access: HOMEOWNER,
    request: () => ({ path: `/api/properties/access/reveals?address=${encodeURIComponent(A_VISIT_ADDRESS)}` }),
  },
  'PUT /api/admin/visits/:id/access': {
    access: ADMIN,
    object: 'visit',
    request: (fx) => ({ path: `/api/admin/visits/${fx.visitId}/access`, body: { reason: 'Probe', details: { doorCode: '1234' } } }),
  },
  // Sitter X's visit is days ahead: not yet; anyone else but an admin (with a reason) is refused alike.
  'POST /api/visits/:id/access/reveal': {
    access: SIGNED_IN,
    request: (fx) => ({ path: `/api/visits/${fx.visitId}/access/reveal`, body: { reason: 'Probe' } }),
    refusals: {
      homeownerA: 'access.reveal_refused',
      homeownerB: 'access.reveal_refused',
      sitterX: 'access.reveal_not_now',
      sitterY: 'access.reveal_refused',
    },
  },
};

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
