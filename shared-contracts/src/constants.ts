/** Business constants of docs/product/platform.md §9 and docs/product/customer.md §9, word for word. */
export const SERVICE_AREA = {
  city: 'Marblehead',
  state: 'MA',
  zip: '01945',
  label: 'Marblehead, MA',
} as const;
export const PROPERTY_TYPES = ['house', 'apartment', 'condo'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const DEFAULT_PROPERTY_TYPE: PropertyType = 'house';

export const USERNAME_MIN_LENGTH = 3;
/** docs/product/DECISIONS.md 'Passwords' raises the specs' 6 to 8 (passwordRule.ts). */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bounds the spec leaves open; they keep a bad payload from filling the database. */
export const NAME_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 40;
export const USERNAME_MAX_LENGTH = 64;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const TEXT_MAX_LENGTH = 2000;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SESSION_CACHE_MS = 5 * 60 * 1000;
export const VISITS_CACHE_MS = 30 * 1000;
export const VISITS_RETRY_COUNT = 1;
export const QUERY_FRESH_MS = 5 * 60 * 1000;
export const QUERY_RETRY_COUNT = 1;
export const AUTH_REDIRECT_DELAY_MS = 100;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const CHECKOUT_REDIRECT_TOAST_MS = 3000;

export const ACTIVE_USER_WINDOW_DAYS = 30;
export const ADMIN_TODAY_JOBS_LIMIT = 5;
export const DASHBOARD_UPCOMING_LIMIT = 3;
export const REVENUE_RECENT_PAYMENTS = 5;
export const REVENUE_MONTHS = 6;
export const USER_RECENT_VISITS = 3;
/**
 * Visits one sitter works on one service-area day. The week schedule warns past it; a reschedule
 * onto a day on which the visit's sitter already has this many keeps the new date and unassigns
 * the sitter (admins told).
 */
export const SITTER_DAILY_VISIT_LIMIT = 4;

export const CUSTOM_TASK_POINTS_BUDGET = 30;
export const ADVANCE_NOTICE_DAYS = 7;
export const MAX_DAYS_AHEAD = 90;
/**
 * Decision 023: a visit can be booked until this many hours before its window starts (the window
 * itself is then already being planned, or over).
 */
export const BOOKING_LEAD_HOURS = 2;
export const RECURRING_DISCOUNT_PERCENT = 20;
export const CANCELLATION_NOTICE_DAYS = 7;
/** The product's clock (docs/product/DECISIONS.md 'Time'): every date and every 'today' is this zone's. */
export const SERVICE_TIME_ZONE = 'America/New_York';

export const SUGGESTION_LIMIT = 5;
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_BLUR_DELAY_MS = 150;

export const REPORTS_PAGE_SIZE = 10;
/** GET /api/visits and /api/admin/jobs: the page without `limit`, and the most one page holds. */
export const VISITS_PAGE_SIZE = 50;
export const VISITS_PAGE_MAX = 100;
/** GET /api/admin/location-requests: default page and the most one page holds. */
export const LOCATION_REQUESTS_PAGE_SIZE = 50;
export const LOCATION_REQUESTS_PAGE_MAX = 100;

export const DATE_FORMAT = 'MMMM d, yyyy';
export const LONG_DATE_FORMAT = 'EEEE, MMMM d, yyyy';
export const TIME_FORMAT = 'h:mm a';
