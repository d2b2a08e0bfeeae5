/**
 * Every API error body carries a `code` from ERROR_CODES beside its message: this
 * drives one refusal per code through the real app and database and checks each body. It also
 * fails when a code is added to ERROR_CODES without a refusal here or a note naming the test
 * that drives it, so no code goes unanswered and no refusal goes uncoded.
 */
import {
  ACCOUNT_TEXT,
  API_ERRORS,
  BOOKING_MESSAGES,
  BOOKING_NOTICE_MESSAGES,
  EMAIL_TEXT,
  ERROR_CODES,
  HOMEOWNER_MESSAGES,
  LIFECYCLE_MESSAGES,
  TOASTS,
  VALIDATION,
  VISIT_ERRORS,
  isErrorCode,
  serviceDayLabel,
  type ErrorCode,
  type VisitStatus,
} from '@housesit/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportRow, UserRow, VisitRow } from '../db/schema.js';
import { checkoutBody } from '../test/bookingFixtures.js';
import { insertPhoto, insertReport, insertUser, insertVisit, signIn } from '../test/fixtures.js';
import { dataUrl, smallPng } from '../test/images.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';
import { LIFECYCLE_EXTRA_MESSAGES } from '../visits/lifecycle.js';
import { EXTRA_API_ERRORS } from './errors.js';

/** Codes this file does not drive, and where they are driven (or why nothing answers them). */
const DRIVEN_ELSEWHERE: Partial<Record<ErrorCode, string>> = {
  'server.unavailable': 'security/faults.test.ts (the database connection cut)',
  'server.not_ready': 'routes/ready.test.ts (draining, migrations pending, database down)',
  'server.internal': 'http/middleware.test.ts and security/faults.test.ts (a handler that throws)',
  'request.upgrade_required': 'realtime/socket.test.ts (needs a real socket server)',
  'auth.registration_throttled': 'routes/auth.throttle.test.ts (needs distinct client addresses)',
  'booking.provider_unavailable': 'routes/polar.test.ts (a payment provider that fails)',
  'payment.not_paid': 'routes/receipts.test.ts (a checkout never paid)',
  'payment.already_paid': 'routes/checkoutRetry.test.ts (Try again on a booking paid since)',
  'payment.checkout_open': "routes/checkoutRetry.test.ts (Try again while the provider's checkout is open)",
  'rating.visit_not_completed': 'routes/ratings.test.ts (a visit still to come)',
  'rating.window_closed': 'routes/ratings.test.ts (the instant 30 days after completion)',
  'account.profile_too_long': "routes/whoIsComing.test.ts (a sitter's profile over its limit)",
  'account.photo_invalid': 'routes/whoIsComing.test.ts (a profile photo that is not an image)',
  'deploy_token.missing': 'routes/releasePublish.test.ts (a publish without a token)',
  'deploy_token.invalid': 'routes/releasePublish.test.ts (a revoked token)',
  'deploy_token.wrong_area': 'routes/releasePublish.test.ts (a token of another area)',
  'release.wrong_remote': 'routes/releasePublish.test.ts (a release of another remote than its path)',
  'release.upload_invalid': 'routes/releasePublish.test.ts (an upload with a path outside its folder)',
  'visit.sitter_time_off': 'routes/dispatch.test.ts (assigning a sitter on a day off)',
  'visit.not_plan_visit': 'routes/dispatch.test.ts (plan assign on a one-off visit)',
  'timeOff.range_invalid': 'routes/dispatch.test.ts (an end before its start)',
  'timeOff.past': 'routes/dispatch.test.ts (time off already over)',
  'timeOff.too_long': 'routes/dispatch.test.ts (more than 90 days at once)',
  'timeOff.overlaps': 'routes/dispatch.test.ts (a range over one already recorded)',
  'dispatch.load_range_invalid': 'routes/dispatch.test.ts (a load range over its limit)',
  'tip.amount_invalid': 'routes/tips.test.ts (a fraction of a dollar, under $1, over $500)',
  'tip.visit_not_completed': 'routes/tips.test.ts (a visit still to come)',
  'tip.no_sitter': 'routes/tips.test.ts (a completed visit nobody was assigned to)',
  'tip.already_tipped': 'routes/tips.test.ts (a second tip once one is paid)',
  'tip.not_paid': "routes/tips.test.ts (a declined tip's receipt)",
  'payout.week_not_over': 'routes/payouts.test.ts (the last second of a week in New York)',
  'payout.nothing_earned': 'routes/payouts.test.ts',
  'payout.already_paid': 'routes/payouts.test.ts (two marks at once)',
  'payout.not_a_sitter': 'routes/payouts.test.ts',
  'release.unknown': 'releases/health.test.ts (a report naming no published release)',
  'release.not_staging': 'releases/releases.test.ts (unstaging a release no longer staged)',
  'release.kit_incompatible': 'releases/kit.test.ts (an old shell and a newer remote)',
  'payment.webhook_signature': 'routes/polar.test.ts (needs Polar configured)',
  'payment.webhook_unreadable': 'routes/polar.test.ts (needs Polar configured)',
  'release.refused': 'releases/releases.test.ts (needs a release directory)',
  'auth.login_busy': 'routes/auth.throttle.test.ts (needs the hashing slots held)',
  'auth.login_address_busy': 'routes/auth.throttle.test.ts (needs the hashing slots held)',
  'auth.password_reset_throttled': 'routes/passwordReset.test.ts (per address and per account)',
  'auth.reset_token_invalid': 'routes/passwordReset.test.ts',
  'auth.reset_token_expired': 'routes/passwordReset.test.ts (the test clock past 30 minutes)',
  'auth.reset_token_used': 'routes/passwordReset.test.ts',
  'visit.reschedule_not_scheduled': 'routes/reschedule.test.ts (cancelled and in-progress visits)',
  'visit.reschedule_too_late': 'routes/reschedule.test.ts (the 6- and 7-day boundary)',
  'visit.reschedule_date_refused': 'routes/reschedule.test.ts (too soon, too far, in the past)',
  'visit.reschedule_unchanged': 'routes/reschedule.test.ts',
  'visit.cancel_reason_required': "routes/reschedule.test.ts (an admin's cancel without a reason)",
  'route.bad_shape': 'shared-contracts areaRoutes.test.ts (checked at build, publish, stage and promote)',
  'route.bad_path': 'releases/areaRoutes.test.ts (publish refusals)',
  'route.unknown_access': 'releases/areaRoutes.test.ts (publish refusals)',
  'route.other_area': 'releases/areaRoutes.test.ts (publish refusals)',
  'route.outside_area': 'releases/areaRoutes.test.ts (publish refusals)',
  'route.public_on_role_area': 'releases/areaRoutes.test.ts (publish and promote refusals)',
  'route.module_not_exposed': 'releases/areaRoutes.test.ts (publish refusals)',
  'route.duplicate_path': 'shared-contracts areaRoutes.test.ts (a path declared twice)',
  'route.nav_unknown_target': 'releases/areaRoutes.test.ts (publish refusals)',
  'route.spec_screen_dropped': 'releases/areaRoutes.test.ts (a release without /jobs, at publish and at staging)',
  'route.spec_screen_access': 'releases/areaRoutes.test.ts (a release opening /jobs to every account)',
  'subscription.canceled': 'routes/subscriptions.test.ts (a cancelled plan cannot change)',
  'subscription.cancel_scheduled': 'routes/subscriptions.test.ts (a cadence change once the plan is set to end)',
  'subscription.period_ended': 'routes/planResume.test.ts (resuming a cancelled plan at the instant its period ends)',
  'subscription.same_cadence': 'routes/subscriptions.test.ts',
  'subscription.provider_unavailable': 'routes/subscriptions.polar.test.ts (Polar refusing)',
  'subscription.not_past_due': 'routes/subscriptions.test.ts (paying again an active plan, and once paid)',
  'subscription.provider_retries': 'routes/subscriptions.polar.test.ts (a past-due Polar plan: Polar retries)',
  'auth.account_deactivated': 'routes/staffAccounts.test.ts (sign-in after deactivation)',
  'user.not_found': 'routes/staffAccounts.test.ts',
  'user.not_staff': 'routes/staffAccounts.test.ts (a homeowner)',
  'user.self_deactivation': 'routes/staffAccounts.test.ts',
  'visit.not_assigned': "reserved: another sitter's visit answers visit.not_found, so ids cannot be probed",
  'access.reveal_not_now': 'routes/access.test.ts (the sitter the day before and after the window, on the test clock)',
  'access.reveal_refused': 'routes/access.test.ts (after reassignment, homeowners, an unknown visit)',
  'access.reason_required': "routes/access.test.ts (an admin's reveal and change without a reason)",
  'access.property_not_found': 'routes/access.test.ts (an address none of the owner’s visits is at)',
  'request.idempotency_key_invalid': 'http/idempotency.test.ts (malformed keys)',
  'request.idempotency_key_reused': 'http/idempotency.test.ts (the same key with another body or path)',
  'request.idempotency_in_progress': 'http/idempotency.test.ts (a key whose first request has not answered)',
  'visit.occurred_at_implausible': 'visits/occurredAt.test.ts (phone times ahead, too old, a completion before its start)',
};

interface Refusal {
  code: ErrorCode;
  status: number;
  /** The spec's message when the refusal has a fixed one. */
  message?: string;
  send: () => Promise<Response>;
}

let t: TestApp;
let owner: UserRow, sitter: UserRow;
const c: Record<'owner' | 'sitter' | 'admin' | 'guesser' | 'anonymous', TestClient> = {} as never;
/** Visits of `owner` assigned to `sitter`, and reports, in the states the refusals need. */
const v = {} as Record<'soon' | 'unreported' | 'working' | 'photographed' | 'done', VisitRow> &
  Record<'soonReport' | 'workingReport', ReportRow>;

// The test clock starts at 2026-06-15T14:00:00Z.
beforeAll(async () => {
  t = await createTestApp();
  owner = await insertUser(t.db, { username: 'owner' });
  sitter = await insertUser(t.db, { username: 'sitter', role: 'housesitter' });
  await insertUser(t.db, { username: 'admin', role: 'admin' });
  await insertUser(t.db, { username: 'guesser' });
  // Wrong guesses at a real account compare against its (cheap) test hash, not the full-cost dummy.
  await insertUser(t.db, { username: 'locked' });
  for (const name of ['owner', 'sitter', 'admin', 'guesser'] as const) {
    c[name] = t.client();
    await signIn(c[name], name);
  }
  c.anonymous = t.client();
  const visit = (status: VisitStatus, scheduledDate: string, tasks?: { name: string; category: string }[]) =>
    insertVisit(t.db, { homeownerId: owner.id, sitterId: sitter.id, status, scheduledDate, ...(tasks ? { tasks } : {}) });
  v.soon = await visit('scheduled', '2026-06-18T13:00:00Z');
  v.soonReport = await insertReport(t.db, { visitId: v.soon.id });
  // Today's (the start-day rule lets the upload start it).
  v.unreported = await visit('scheduled', '2026-06-15T15:00:00Z');
  v.working = await visit('in_progress', '2026-06-15T13:00:00Z');
  v.workingReport = await insertReport(t.db, { visitId: v.working.id });
  // In progress with a photo and a task not done.
  v.photographed = await visit('in_progress', '2026-06-15T13:00:00Z', [{ name: 'Water plants', category: 'plant_care' }]);
  await insertPhoto(t.db, t.mediaStore, { reportId: (await insertReport(t.db, { visitId: v.photographed.id })).id });
  v.done = await visit('completed', '2026-06-10T13:00:00Z');
});
afterAll(async () => {
  await t.close();
});

/** Sends until the answer is a 429 (at most `tries` times) and answers that last response. */
async function untilLimited(tries: number, send: () => Promise<Response>): Promise<Response> {
  let response = await send();
  for (let i = 1; i < tries && response.status !== 429; i += 1) response = await send();
  return response;
}

const png = dataUrl(smallPng());
const json = { 'content-type': 'application/json' };

/** In order: some refusals count toward a limit that a later one reaches. */
const REFUSALS: Refusal[] = [
  { code: 'auth.not_signed_in', status: 401, message: API_ERRORS.notSignedIn, send: () => c.anonymous.get('/api/visits') },
  { code: 'auth.forbidden', status: 403, message: API_ERRORS.forbidden, send: () => c.sitter.get('/api/properties') },
  { code: 'not_found', status: 404, message: API_ERRORS.notFound, send: () => c.owner.get('/api/nowhere') },
  {
    code: 'request.invalid_json',
    status: 400,
    message: API_ERRORS.invalidJson,
    send: () => c.anonymous.request('POST', '/api/auth/login', { body: '{"username":', headers: json }),
  },
  { code: 'request.invalid', status: 400, send: () => c.anonymous.post('/api/auth/login', {}) },
  {
    code: 'request.too_large',
    status: 413,
    message: EXTRA_API_ERRORS.payloadTooLarge,
    send: () => c.anonymous.post('/api/auth/login', { username: 'x'.repeat(200 * 1024), password: 'x' }),
  },
  {
    code: 'request.too_complex',
    status: 400,
    message: API_ERRORS.tooComplex,
    send: () => c.anonymous.post('/api/auth/login', { username: 'owner', password: 'x', nested: [[[[[[[[[['deep']]]]]]]]]] }),
  },
  {
    code: 'request.cross_origin',
    status: 403,
    message: API_ERRORS.crossOrigin,
    send: () => c.anonymous.post('/api/auth/login', { username: 'owner', password: 'x' }, { origin: 'https://evil.example' }),
  },
  {
    code: 'request.rate_limited',
    status: 429,
    send: () => untilLimited(40, () => c.anonymous.post('/api/registry/client-errors', {})),
  },
  {
    code: 'request.invalid_text',
    status: 400,
    message: API_ERRORS.invalidText,
    send: () => c.anonymous.post('/api/auth/login', { username: 'own\u0000er', password: 'x' }),
  },
  {
    code: 'auth.invalid_credentials',
    status: 401,
    message: API_ERRORS.invalidCredentials,
    send: () => c.anonymous.post('/api/auth/login', { username: 'owner', password: 'wrong horse' }),
  },
  {
    code: 'auth.login_throttled',
    status: 429,
    message: API_ERRORS.loginThrottled,
    send: () => untilLimited(15, () => c.anonymous.post('/api/auth/login', { username: 'locked', password: 'wrong horse' })),
  },
  {
    code: 'auth.registration_role_refused',
    status: 403,
    message: API_ERRORS.registrationRoleRefused,
    send: () => c.anonymous.post('/api/auth/register', registration({ role: 'housesitter' })),
  },
  {
    code: 'account.password_weak',
    status: 400,
    message: VALIDATION.passwordCommon,
    send: () =>
      c.anonymous.post('/api/auth/register', registration({ username: 'weakling', email: 'weakling@example.com', password: 'password' })),
  },
  {
    code: 'auth.username_taken',
    status: 409,
    message: API_ERRORS.usernameTaken,
    send: () => c.anonymous.post('/api/auth/register', registration({ username: 'owner' })),
  },
  {
    code: 'auth.email_taken',
    status: 409,
    message: API_ERRORS.emailTaken,
    send: () => c.anonymous.post('/api/auth/register', registration({ email: 'owner@example.com' })),
  },
  {
    code: 'account.current_password_wrong',
    status: 400,
    message: ACCOUNT_TEXT.currentPasswordWrong,
    send: () => c.owner.post('/api/account/password', { currentPassword: 'wrong horse', newPassword: 'whatever-1' }),
  },
  {
    code: 'account.password_change_throttled',
    status: 429,
    message: API_ERRORS.loginThrottled,
    send: () => untilLimited(15, () => c.guesser.post('/api/account/password', { currentPassword: 'guess', newPassword: 'whatever-1' })),
  },
  {
    code: 'booking.notice_too_short',
    status: 400,
    message: BOOKING_NOTICE_MESSAGES.visits,
    send: () => c.owner.post('/api/checkout/quote', checkoutBody({ dates: ['2026-06-20'] })),
  },
  {
    code: 'booking.window_too_soon',
    status: 400,
    message: BOOKING_MESSAGES.windowTooSoon('Monday, June 15, 2026 · Morning (8–12)'),
    send: () => c.owner.post('/api/checkout/quote', checkoutBody({ flow: 'purchase', dates: ['2026-06-15'], timeWindow: 'morning' })),
  },
  {
    code: 'booking.outside_service_area',
    status: 400,
    message: BOOKING_MESSAGES.outsideServiceArea('221 Main Street, Salem MA 01970'),
    send: () =>
      c.owner.post(
        '/api/checkout/quote',
        checkoutBody({ property: { ...checkoutBody().property, address: '221 Main Street, Salem MA 01970' } }),
      ),
  },
  { code: 'booking.invalid', status: 400, send: () => c.owner.post('/api/checkout/quote', checkoutBody({ dates: [] })) },
  {
    code: 'booking.location_request_invalid',
    status: 400,
    message: VALIDATION.invalidEmail,
    send: () =>
      c.anonymous.post('/api/location-requests', { fullName: 'Ada', email: 'ada@example', phone: '781-555-0100', requestedCity: 'Salem' }),
  },
  {
    code: 'booking.location_rate_limited',
    status: 429,
    message: BOOKING_MESSAGES.locationRateLimited,
    send: () => untilLimited(10, () => c.anonymous.post('/api/location-requests', {})),
  },
  {
    code: 'order.no_checkout_id',
    status: 400,
    message: BOOKING_MESSAGES.noCheckoutId,
    send: () => c.owner.get('/api/polar/order'),
  },
  {
    code: 'order.not_found',
    status: 404,
    message: BOOKING_MESSAGES.orderNotFound,
    send: () => c.owner.get('/api/polar/order?checkout_id=nope'),
  },
  { code: 'payment.not_found', status: 404, send: () => c.owner.post('/api/payments/sandbox/nope/pay') },
  { code: 'visit.not_found', status: 404, send: () => c.sitter.patch('/api/visit/999999/start') },
  { code: 'subscription.not_found', status: 404, send: () => c.owner.post('/api/subscriptions/999999/cancel') },
  {
    code: 'visit.invalid_transition',
    status: 409,
    message: LIFECYCLE_MESSAGES.invalidTransition('in_progress', 'in_progress'),
    send: () => c.sitter.patch(`/api/visit/${v.working.id}/start`),
  },
  {
    code: 'visit.cancel_too_late',
    status: 409,
    message: HOMEOWNER_MESSAGES.cancelTooLate,
    send: () => c.owner.patch(`/api/visit/${v.soon.id}/cancel`),
  },
  {
    code: 'visit.cancel_not_scheduled',
    status: 409,
    message: HOMEOWNER_MESSAGES.cancelOnlyScheduled,
    send: () => c.owner.patch(`/api/visit/${v.done.id}/cancel`),
  },
  {
    code: 'visit.archive_refused',
    status: 409,
    message: HOMEOWNER_MESSAGES.archiveOnlyCompleted,
    send: () => c.owner.patch(`/api/report/${v.workingReport.id}/archive`),
  },
  {
    code: 'visit.photos_required',
    status: 400,
    message: TOASTS.photosRequired.description,
    send: () => c.sitter.patch(`/api/visit/${v.working.id}/complete`, {}),
  },
  {
    code: 'visit.photo_invalid',
    status: 400,
    message: LIFECYCLE_MESSAGES.notAnImage,
    send: () => c.sitter.patch(`/api/report/${v.workingReport.id}/add-photo`, { mediaUrl: 'https://example.com/a.png' }),
  },
  {
    code: 'visit.not_in_progress',
    status: 409,
    message: LIFECYCLE_EXTRA_MESSAGES.photosOnlyInProgress,
    send: () => c.sitter.patch(`/api/report/${v.soonReport.id}/add-photo`, { mediaUrl: png }),
  },
  {
    code: 'visit.assign_refused',
    status: 409,
    message: LIFECYCLE_EXTRA_MESSAGES.assignOnlyOpen,
    send: () => c.admin.patch(`/api/admin/jobs/${v.done.id}/assign`, { sitterId: sitter.id }),
  },
  {
    code: 'visit.sitter_invalid',
    status: 400,
    message: LIFECYCLE_MESSAGES.notASitter,
    send: () => c.admin.patch(`/api/admin/jobs/${v.soon.id}/assign`, { sitterId: owner.id }),
  },
  {
    code: 'visit.duration_invalid',
    status: 400,
    message: LIFECYCLE_EXTRA_MESSAGES.durationInvalid,
    send: () => c.sitter.patch(`/api/visit/${v.working.id}/complete`, { duration: 0 }),
  },
  {
    code: 'visit.no_report',
    status: 404,
    message: VISIT_ERRORS.noReport,
    send: () => c.sitter.patch(`/api/visit/${v.done.id}/add-photo`, { mediaUrl: png }),
  },
  {
    code: 'visit.retry_upload',
    status: 409,
    message: LIFECYCLE_MESSAGES.startedRetryUpload,
    send: () => c.sitter.patch(`/api/visit/${v.unreported.id}/add-photo`, { mediaUrl: png }),
  },
  {
    code: 'visit.task_not_found',
    status: 404,
    send: () => c.sitter.patch(`/api/visit/${v.working.id}/tasks/999999`, { isCompleted: true }),
  },
  {
    code: 'visit.start_not_visit_day',
    status: 409,
    message: LIFECYCLE_MESSAGES.startOnlyOnVisitDay(serviceDayLabel('2026-06-18T13:00:00Z')),
    send: () => c.sitter.patch(`/api/visit/${v.soon.id}/start`),
  },
  {
    code: 'visit.start_reason_required',
    status: 400,
    message: LIFECYCLE_MESSAGES.startReasonRequired(serviceDayLabel('2026-06-18T13:00:00Z')),
    send: () => c.admin.patch(`/api/visit/${v.soon.id}/start`),
  },
  {
    code: 'visit.revert_has_photos',
    status: 409,
    message: LIFECYCLE_MESSAGES.revertHasPhotos,
    send: () => c.admin.patch(`/api/visit/${v.photographed.id}/revert`, { reason: 'Started by mistake' }),
  },
  {
    code: 'visit.revert_reason_required',
    status: 400,
    message: LIFECYCLE_MESSAGES.revertReasonRequired,
    send: () => c.admin.patch(`/api/visit/${v.photographed.id}/revert`),
  },
  {
    code: 'visit.task_reason_required',
    status: 400,
    message: LIFECYCLE_MESSAGES.taskReasonRequired,
    send: () => c.sitter.patch(`/api/visit/${v.photographed.id}/complete`),
  },
  {
    code: 'email.unsubscribe_invalid',
    status: 400,
    message: EMAIL_TEXT.unsubscribeInvalid,
    send: () => c.anonymous.post('/api/email/unsubscribe?token=1.visitUpdates.forged'),
  },
  { code: 'report.not_found', status: 404, send: () => c.owner.patch('/api/report/999999/archive') },
  { code: 'media.not_found', status: 404, send: () => c.owner.get('/api/media/00000000-0000-4000-8000-000000000000') },
  { code: 'notification.not_found', status: 404, send: () => c.owner.patch('/api/notifications/999999/read') },
];

function registration(overrides: Record<string, unknown>) {
  return {
    username: 'newcomer',
    email: 'newcomer@example.com',
    password: 'secret-pass',
    firstName: 'New',
    lastName: 'Comer',
    ...overrides,
  };
}

describe('error codes', () => {
  it.each(REFUSALS.map((refusal) => [refusal.code, refusal] as const))('%s: answered with its code and message', async (_code, refusal) => {
    const response = await refusal.send();
    expect(response.status).toBe(refusal.status);
    const body = (await response.json()) as Record<string, unknown>;
    expect(isErrorCode(body['code'])).toBe(true);
    expect(body['code']).toBe(refusal.code);
    expect(body['message']).toEqual(refusal.message ?? expect.stringMatching(/\S/));
  });

  it('drives every code in ERROR_CODES here or names the test that does', () => {
    const driven = new Set<string>(REFUSALS.map((refusal) => refusal.code));
    expect(ERROR_CODES.filter((code) => !driven.has(code) && !(code in DRIVEN_ELSEWHERE))).toEqual([]);
    // A note for a code this file drives would hide a stale list.
    expect(Object.keys(DRIVEN_ELSEWHERE).filter((code) => driven.has(code))).toEqual([]);
  });
});
