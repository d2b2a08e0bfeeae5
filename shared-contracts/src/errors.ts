/**
 * Error codes: every API error body carries one of these beside the human `message` (the spec's
 * text). Clients branch on `code`, never on message text and never on `instanceof` of a class
 * from shared-contracts (each remote bundles its own copy of this package, so a class made by the
 * shell's client is a different class in a remote). `readApiFailure` reads any thrown value
 * structurally.
 *
 * Add a code here when the API gains a refusal; never reuse or rename one (clients match them).
 */
export const ERROR_CODES = [
  // generic
  'auth.not_signed_in',
  'auth.forbidden',
  'not_found',
  'request.invalid_json',
  'request.invalid',
  'request.too_large',
  'request.cross_origin',
  'request.rate_limited',
  'server.unavailable',
  'server.internal',
  /** GET /api/ready: draining, database unreachable, or migrations pending (the body's `check`). */
  'server.not_ready',
  'request.invalid_text',
  'request.upgrade_required',
  'request.too_complex',
  // sign-in and accounts
  'auth.invalid_credentials',
  'auth.login_throttled',
  'auth.registration_role_refused',
  'auth.registration_throttled',
  'auth.username_taken',
  'auth.email_taken',
  'account.current_password_wrong',
  'account.password_weak',
  'account.password_change_throttled',
  // a sitter's profile for customers longer than SITTER_PROFILE_MAX
  'account.profile_too_long',
  // a sitter's profile photo that is not an image, or too large
  'account.photo_invalid',
  'auth.login_busy',
  'auth.login_address_busy',
  // password reset by email (docs/product/DECISIONS.md 'Running a real business')
  'auth.password_reset_throttled',
  'auth.reset_token_invalid',
  'auth.reset_token_expired',
  'auth.reset_token_used',
  // booking and payment
  'booking.notice_too_short',
  'booking.invalid',
  'booking.provider_unavailable',
  'booking.location_rate_limited',
  'order.no_checkout_id',
  'order.not_found',
  'payment.webhook_signature',
  'booking.location_request_invalid',
  'payment.webhook_unreadable',
  'payment.not_found',
  'payment.not_paid',
  // trying a declined checkout again: the booking was paid meanwhile, or its checkout is still open
  'payment.already_paid',
  'payment.checkout_open',
  // booking rules (decision 023): an address outside the served town, a window too soon to book
  'booking.outside_service_area',
  'booking.window_too_soon',
  // visits
  'visit.not_found',
  'visit.invalid_transition',
  // ratings: a visit not completed, or rated too long after
  'rating.visit_not_completed',
  'rating.window_closed',
  // tips: the amount, a visit not completed or without a sitter, a second tip, a receipt before paying
  'tip.amount_invalid',
  'tip.visit_not_completed',
  'tip.no_sitter',
  'tip.already_tipped',
  'tip.not_paid',
  // payouts: a week still running, nothing earned, already paid, not a sitter
  'payout.week_not_over',
  'payout.nothing_earned',
  'payout.already_paid',
  'payout.not_a_sitter',
  'visit.cancel_too_late',
  'visit.archive_refused',
  'visit.photos_required',
  'visit.photo_invalid',
  'visit.not_assigned',
  'visit.cancel_not_scheduled',
  'visit.not_in_progress',
  'visit.assign_refused',
  'visit.sitter_invalid',
  'visit.duration_invalid',
  'visit.no_report',
  'visit.retry_upload',
  'visit.task_not_found',
  'report.not_found',
  'media.not_found',
  // notifications
  'notification.not_found',
  // releases (the shell's remotes)
  'release.refused',
  // a report or an action naming a release that is not published; unstaging a release no longer staged
  'release.unknown',
  'release.not_staging',
  // a release built against a newer kit than the shell's (decision 007 'Kit version')
  'release.kit_incompatible',
  // publishing over HTTP with a deploy token (decision 007 'Shipping an area')
  'deploy_token.missing',
  'deploy_token.invalid',
  'deploy_token.wrong_area',
  'release.wrong_remote',
  'release.upload_invalid',
  // a release's own screens refused by the registry (decision 016; messages in areaRoutes.ts)
  'route.bad_shape',
  'route.bad_path',
  'route.unknown_access',
  'route.other_area',
  'route.outside_area',
  'route.public_on_role_area',
  'route.module_not_exposed',
  'route.duplicate_path',
  'route.nav_unknown_target',
  // a release that drops one of the product's screens or changes its access rule (specScreens.ts)
  'route.spec_screen_dropped',
  'route.spec_screen_access',
  // visit safety (docs/product/DECISIONS.md 'Visit safety')
  'visit.start_not_visit_day',
  'visit.start_reason_required',
  'visit.revert_has_photos',
  'visit.revert_reason_required',
  'visit.task_reason_required',
  // reschedule: the visit not scheduled, too little notice, the new date refused, no change
  'visit.reschedule_not_scheduled',
  'visit.reschedule_too_late',
  'visit.reschedule_date_refused',
  'visit.reschedule_unchanged',
  // an admin's cancel must say why
  'visit.cancel_reason_required',
  // email (decision 011): a one-click unsubscribe link that is not ours
  'email.unsubscribe_invalid',
  // recurring subscriptions (decision 015)
  'subscription.not_found',
  'subscription.canceled',
  'subscription.cancel_scheduled',
  'subscription.period_ended',
  'subscription.same_cadence',
  'subscription.provider_unavailable',
  'subscription.not_past_due',
  'subscription.provider_retries',
  // staff accounts: deactivated accounts cannot sign in; an admin keeps their own
  'auth.account_deactivated',
  'user.not_found',
  'user.not_staff',
  'user.self_deactivation',
  // sealed access details (decision 024): the reveal outside the visit's hours, by anyone but its sitter, an admin without a reason
  'access.reveal_not_now',
  'access.reveal_refused',
  'access.reason_required',
  'access.property_not_found',
  // offline sitter actions: a malformed Idempotency-Key, one used for another request, one still running
  'request.idempotency_key_invalid',
  'request.idempotency_key_reused',
  'request.idempotency_in_progress',
  // a sitter's device time for start, completion or a photo out of the plausible range
  'visit.occurred_at_implausible',
  // dispatch: sitters' time off, load, a plan's visits assigned at once
  'visit.sitter_time_off',
  'visit.not_plan_visit',
  'timeOff.range_invalid',
  'timeOff.past',
  'timeOff.too_long',
  'timeOff.overlaps',
  'dispatch.load_range_invalid',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code a failure has when the answer was not ours (a proxy's HTML page, a network error). */
export const UNKNOWN_ERROR_CODE = 'unknown' as const;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** What a refused or failed API call says, read without `instanceof`. */
export interface ApiFailure {
  status: number;
  code: ErrorCode | typeof UNKNOWN_ERROR_CODE;
  /** The server's `message` (the spec's text), or null when the answer had none. */
  message: string | null;
  /** A toast title the server chose (e.g. 'Photos required'). */
  title: string | null;
  fieldErrors: Record<string, string>;
}

/** The marker every client error carries (see ApiError in api/request.ts). */
export const API_FAILURE_MARK = '__housesitApiFailure' as const;

/**
 * The API failure inside a thrown value, or null for anything else (a bug, a network error).
 * Structural on purpose: works on an ApiError created by any bundle's copy of this package.
 */
export function readApiFailure(error: unknown): ApiFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as Record<string, unknown>;
  if (candidate[API_FAILURE_MARK] !== true || typeof candidate['status'] !== 'number') return null;
  const body = (typeof candidate['body'] === 'object' && candidate['body'] !== null ? candidate['body'] : {}) as Record<string, unknown>;
  const fieldErrors = body['fieldErrors'];
  return {
    status: candidate['status'],
    code: isErrorCode(body['code']) ? body['code'] : UNKNOWN_ERROR_CODE,
    message: typeof body['message'] === 'string' && body['message'] ? body['message'] : null,
    title: typeof body['title'] === 'string' && body['title'] ? body['title'] : null,
    fieldErrors:
      typeof fieldErrors === 'object' && fieldErrors !== null
        ? Object.fromEntries(Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
        : {},
  };
}
