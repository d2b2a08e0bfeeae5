import { BOOK_LABEL, BRAND } from './brand.js';
import { ADVANCE_NOTICE_DAYS, BOOKING_LEAD_HOURS, CANCELLATION_NOTICE_DAYS, CUSTOM_TASK_POINTS_BUDGET, SERVICE_AREA } from './constants.js';

/** Every user-facing text the specs fix, word for word. Screens and the API both read these. */
export const VALIDATION = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Enter a phone number with 7 to 15 digits, like (781) 555-0142',
  /** docs/product/DECISIONS.md 'Passwords': 8, not the specs' 6. */
  passwordMin: 'Password must be at least 8 characters',
  passwordIsUsername: 'Password must not be the same as the username',
  passwordCommon: 'This password is too common. Choose one that is harder to guess.',
  /** Decision 008 'Passwords': a context word (names, email, the product, the town) or a run. */
  passwordGuessable: `This password is too easy to guess. Avoid your name, username or email, the words ${BRAND} and ${SERVICE_AREA.city}, and runs like aaaaaaaa, 12345678 or qwertyui.`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidRole: 'Role must be one of homeowner, admin, housesitter',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

export const AUTH_TEXT = {
  checking: 'Checking authentication...',
  loading: 'Loading...',
  signingIn: 'Signing in...',
  creatingAccount: 'Creating account...',
  loginTab: 'Login',
  registerTab: 'Register',
} as const;

/**
 * What /login says to a signed-out visitor the guard sent there from a page that asks for it
 * (docs/product/customer.md §2, /purchase: 'Not signed in: …'); signing in goes back to the page (`?next=`).
 */
export const SIGNED_OUT_NOTICES: Readonly<Record<string, string>> = {
  '/purchase': 'Please log in to continue with your purchase.',
};

/**
 * The page among SIGNED_OUT_NOTICES a `?next=` leads back to (`/purchase?plan=…` → '/purchase'),
 * or null: /login's notice in the app and the server's HTML of /login (decision 020) alike.
 */
export function signedOutNoticePage(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//')) return null;
  const pathname = next.split(/[?#]/)[0] ?? '';
  return Object.hasOwn(SIGNED_OUT_NOTICES, pathname) ? pathname : null;
}

export const TOASTS = {
  loginSuccess: { title: 'Welcome back!', description: 'You have been successfully logged in.' },
  loginFailed: { title: 'Login failed', description: 'Invalid credentials. Please try again.' },
  registerSuccess: { title: 'Account created!', description: 'Your account has been created successfully.' },
  registerFailed: { title: 'Registration failed', description: 'Failed to create account. Please try again.' },
  logoutSuccess: { title: 'Logged out', description: 'You have been successfully logged out.' },
  logoutFailed: { title: 'Error', description: 'Failed to log out. Please try again.' },
  sessionExpired: { title: 'Session Expired', description: 'Your session has expired. Please log in again.' },
  loadFailed: { title: 'Failed to load data' },
  reportArchived: { title: 'Report Archived', description: 'The report has been archived successfully' },
  archiveFailed: { title: 'Archive Failed', description: 'Failed to archive report' },
  reportRestored: { title: 'Report Restored', description: 'The report is back with your active reports' },
  restoreFailed: { title: 'Restore Failed', description: 'Failed to restore report' },
  visitCompletedLive: {
    title: 'Visit Completed',
    description: 'Your visit has been completed and the report is now available',
  },
  redirectingToPayment: { title: 'Redirecting to Payment' },
  checkoutInvalid: { title: 'Checkout Error', description: 'Received invalid checkout response. Please try again.' },
  checkoutFailed: { title: 'Checkout failed', description: 'Failed to create checkout session. Please try again.' },
  paymentFailed: { title: 'Payment processing failed', description: 'Failed to process payment. Please try again.' },
  paymentSuccessful: { title: 'Payment successful' },
  requiredFieldsMissing: { title: 'Required fields missing', description: 'Please fill in all required fields.' },
  invalidEmailFormat: { title: 'Invalid email format', description: 'Please enter a valid email address.' },
  requestSubmitted: {
    title: 'Request submitted!',
    description: "We'll contact you soon to discuss expanding our service area.",
  },
  requestFailed: { title: 'Error submitting request', description: 'Please try again later.' },
  uploadFailedSingle: { title: 'Upload Failed', description: 'Failed to add photo to report' },
  invalidFile: { title: 'Invalid File', description: 'Please select an image file' },
  uploadFailed: { title: 'Upload failed', description: 'Failed to upload photos. Please try again.' },
  startFailed: { title: 'Error', description: 'Failed to start visit. Please try again.' },
  completeFailed: { title: 'Error', description: 'Failed to complete visit. Please try again.' },
  photosRequired: { title: 'Photos required', description: 'Please upload at least one photo before completing the visit.' },
  jobUpdateFailed: { title: 'Error', description: 'Failed to update job.' },
  photoAdded: { title: 'Photo Added' },
  photoRemoved: { title: 'Photo removed' },
  photoRemoveFailed: { title: 'Error', description: 'Failed to remove the photo.' },
  photosUploaded: { title: 'Photos uploaded' },
  visitStarted: { title: 'Visit started' },
  visitCompleted: { title: 'Visit completed' },
  jobUpdated: { title: 'Job updated' },
} as const;

export const VISIT_ERRORS = {
  notAuthenticated: 'User must be authenticated to fetch visit data',
  invalidRole: (role: string) => `Invalid role: ${role}. Must be 'admin', 'homeowner', or 'sitter'`,
  roleMismatch: (expected: string, got: string) => `Role mismatch: expected ${expected}, got ${got}`,
  fetchFailed: (role: string, message: string) => `Error fetching ${role} data: ${message}`,
  noReport: 'No report found for this visit',
  loadJobsFailed: (message: string) => `Error loading jobs: ${message}`,
} as const;

/** Messages of API answers that the specs leave to us (docs/product/DECISIONS.md). */
export const API_ERRORS = {
  notSignedIn: 'You need to sign in to do that.',
  forbidden: 'You do not have access to this.',
  notFound: 'Not found.',
  registrationRoleRefused: 'Only homeowner accounts can be created here. Sitter and admin accounts are created by an admin.',
  usernameTaken: 'That username is already taken. Choose another one.',
  emailTaken: 'An account with that email already exists. Sign in instead.',
  /** The same refusal to an admin creating someone else's account: they have nothing to sign in to. */
  emailTakenForStaff: 'An account with that email already exists.',
  invalidCredentials: 'Invalid username or password.',
  invalidJson: 'The request body must be valid JSON.',
  invalidText: 'Text must not contain NUL characters or broken Unicode.',
  crossOrigin: 'This request came from another site and was refused.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  internal: 'Something went wrong on our side. Please try again.',
  loginThrottled: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  registrationThrottled: 'Too many accounts were created from this network. Please try again later.',
  tooComplex: 'The request has too many fields or is nested too deeply.',
  /** Sign-in refused before its password was checked: too many checks already in progress. */
  loginBusy: 'Too many sign-ins are in progress. Please try again in a moment.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 100 letters, digits, dashes or underscores.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
} as const;

/**
 * A time the sitter's phone gave for an action done without signal (start, completion, photo),
 * refused when the server cannot believe it (400 visit.occurred_at_implausible).
 */
export const OCCURRED_AT_MESSAGES = {
  inFuture: 'The time of this action is in the future. Check the date and time on your phone.',
  tooOld: 'The time of this action is more than 7 days ago. It can no longer be sent.',
  beforeStart: 'The visit cannot be completed before the time it was started.',
} as const;

/**
 * Sign-in refused (403 auth.account_deactivated), shown on /login. A constant of its own so that
 * /login's refusals (loginForm.ts) do not pull the whole of STAFF_ACCOUNT_TEXT into the shell's
 * critical path (an object's unused members are not tree-shaken).
 */
export const ACCOUNT_DEACTIVATED_MESSAGE = 'This account has been deactivated. Ask an admin to reactivate it.';

/** Staff accounts on /users: deactivate, reactivate, send a password reset. */
export const STAFF_ACCOUNT_TEXT = {
  /** Sign-in refused (403 auth.account_deactivated), shown on /login. */
  deactivated: ACCOUNT_DEACTIVATED_MESSAGE,
  userNotFound: 'That account does not exist.',
  notStaff: 'Only sitter and admin accounts can be changed here.',
  selfDeactivation: 'You cannot deactivate your own account.',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  sendReset: 'Send password reset',
  inactiveBadge: 'Deactivated',
  confirmDeactivate: (name: string) =>
    `Deactivate ${name}? They are signed out at once, cannot sign in, and their upcoming visits become unassigned.`,
  deactivatedToast: (name: string, unassigned: number) => ({
    title: 'Account deactivated',
    description: `${name} can no longer sign in.${unassigned > 0 ? ` ${unassigned} upcoming ${unassigned === 1 ? 'visit is' : 'visits are'} now unassigned.` : ''}`,
  }),
  reactivatedToast: (name: string) => ({ title: 'Account reactivated', description: `${name} can sign in again.` }),
  resetSent: (email: string) => ({ title: 'Password reset sent', description: `A reset link was emailed to ${email}.` }),
  /** Create account: the person chooses their own password from the invitation email. */
  invitationHint: 'We email them a link to set their own password; you never choose or see it.',
  createdToast: (name: string, email: string) => ({
    title: 'Account created',
    description: `${name} was emailed an invitation to ${email} to set their password.`,
  }),
  failed: { title: 'Could not update the account', description: 'Please try again.' },
} as const;

/** /settings (docs/product/DECISIONS.md): texts the specs leave to us. */
export const ACCOUNT_TEXT = {
  title: 'Settings',
  profileTitle: 'Profile',
  profileSaved: { title: 'Profile saved', description: 'Your details have been updated.' },
  saveFailed: { title: 'Could not save', description: 'Your changes were not saved. Please try again.' },
  passwordTitle: 'Change password',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'The current password is not correct.',
  passwordUnchanged: 'Choose a new password, not the one you have now.',
  passwordsDiffer: 'The new passwords do not match.',
  passwordChanged: { title: 'Password changed', description: 'Your other sessions have been signed out.' },
  sessionsTitle: 'Where you are signed in',
  thisDevice: 'This device',
  endSession: 'Sign out',
  sessionEnded: { title: 'Session ended', description: 'That device has been signed out.' },
  unknownDevice: 'Unknown device',
  endOtherSessions: 'Sign out everywhere else',
  /** The toast after 'Sign out everywhere else', with how many sessions it ended. */
  otherSessionsEnded: (count: number) => ({
    title: 'Signed out everywhere else',
    description:
      count === 0
        ? 'You were not signed in anywhere else.'
        : `${count === 1 ? '1 other session was' : `${count} other sessions were`} signed out. This device stays signed in.`,
  }),
  /** The current session's 'last seen': this very request. */
  activeNow: 'Active now',
} as const;

/** /settings' 'Email notifications' section and the one-click unsubscribe pages (decision 011). */
export const EMAIL_TEXT = {
  sectionTitle: 'Email notifications',
  intro: 'Receipts, booking confirmations and password resets are always sent.',
  categories: {
    visitUpdates: {
      label: 'Visit updates',
      hint: 'A reminder the day before a visit; when it is completed, or assigned to you as a sitter.',
    },
    messages: { label: 'Messages', hint: 'New messages in your conversations while you are away.' },
  },
  save: 'Save email settings',
  saved: { title: 'Email settings saved', description: 'We will email you as you chose.' },
  loadFailed: 'Could not load your email settings',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Sign in and change your email settings instead.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeConfirm: (category: string) => `Stop emailing you about ${category}?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribed: (category: string) => `We will no longer email you about ${category}. You can turn these emails back on in your settings.`,
  footerUnsubscribe: 'Unsubscribe from these emails',
  footerManage: 'Manage email settings',
} as const;

/**
 * Password reset by email (docs/product/DECISIONS.md 'Running a real business'): texts the specs leave to us.
 * The request's answer is the same whether or not the address has an account.
 */
export const PASSWORD_RESET_TEXT = {
  forgotLink: 'Forgot password?',
  requestTitle: 'Reset your password',
  requestIntro: "Enter the email address of your account and we'll send you a link to choose a new password.",
  requestButton: 'Send reset link',
  requesting: 'Sending...',
  sentTitle: 'Check your email',
  sent: "If an account exists for that address, we've sent a link to reset your password. The link expires in 30 minutes.",
  backToSignIn: 'Back to sign in',
  chooseTitle: 'Choose a new password',
  chooseButton: 'Set new password',
  choosing: 'Saving...',
  passwordsDiffer: 'The passwords do not match.',
  doneTitle: 'Password changed',
  done: 'Your password has been changed and you have been signed out everywhere. Sign in with your new password.',
  signIn: 'Sign in',
  requestNew: 'Request a new link',
  failed: { title: 'Could not reset the password', description: 'Something went wrong. Please try again.' },
  /** API answers (codes auth.reset_token_* and auth.password_reset_throttled). */
  tokenInvalid: 'This password reset link is not valid. Request a new one.',
  tokenExpired: 'This password reset link has expired. Request a new one.',
  tokenUsed: 'This password reset link has already been used. Request a new one if you still need to reset your password.',
  throttled: 'Too many password reset requests. Please wait a while and try again.',
  tokenRequired: 'The reset link is missing its token.',
  /**
   * The same page opened from a staff invitation (`&purpose=invitation`): the new account sets
   * its first password. The API's refusals of an invitation link (same codes) say so too.
   */
  invitation: {
    title: 'Set your password',
    intro: 'Welcome to Housesit. Choose the password you will sign in with.',
    button: 'Set password',
    doneTitle: 'Password set',
    done: 'Your password is set. Sign in with your username and new password.',
    tokenExpired: 'This invitation link has expired. Ask an admin to send you a password reset, or request a new link.',
    tokenUsed: 'This invitation link has already been used. Sign in, or request a new link if you forgot your password.',
  },
} as const;

/** The query value that marks a /reset-password link as a staff invitation. */
export const INVITATION_PURPOSE = 'invitation';

/**
 * Booking and payment (docs/product/customer.md §5 word for word where the spec fixes the text; the rest are
 * answers the specs leave to us). The API answers them; the wizards show the same ones.
 */
/**
 * What happens after paying, in the confirmation page's 'What's Next?' and the booking email.
 * The observed product promised 'our team will contact you within 24 hours to schedule'; the
 * dates are booked at payment, so the words say that instead (docs/decisions/023-booking-rules.md).
 */
export const BOOKED_NEXT_STEPS = {
  booked:
    'Your dates are booked: there is nothing more to schedule. We assign a sitter before your visit, and you can follow it in your dashboard.',
  changes: `To cancel or reschedule a visit, open it in My Visits at least ${CANCELLATION_NOTICE_DAYS} days before the visit; a cancelled visit is refunded to your card.`,
} as const;

export const BOOKING_MESSAGES = {
  advanceNotice: `Minimum ${ADVANCE_NOTICE_DAYS} days advance notice required`,
  recurringAdvanceNotice: `Recurring visits require ${ADVANCE_NOTICE_DAYS} days advance notice`,
  pointsOverBudget: `Please reduce your selection to ${CUSTOM_TASK_POINTS_BUDGET} points or fewer`,
  pointsOverBudgetPurchase: "You've exceeded the 30-point limit. Please remove some tasks to continue.",
  /**
   * Decision 023: the dashboard wizard's notice refusal names the other way to book sooner, and
   * what it costs (`fee`: the pricing module's LAST_MINUTE_FEE_CENTS, formatted).
   */
  lastMinuteOption: (fee: string) =>
    `Need a visit sooner? ${BOOK_LABEL} on My Visits books last-minute visits for a ${fee} fee per visit; bookings made within ${ADVANCE_NOTICE_DAYS} days of the visit are non-refundable.`,
  /** The order summary of a booking with a last-minute visit (the FAQ's words on refunds). */
  lastMinuteNonRefundable: (fee: string) =>
    `Last-minute visits carry a ${fee} fee each. Bookings made within ${ADVANCE_NOTICE_DAYS} days of the visit are non-refundable.`,
  /** `when`: 'Monday, June 15, 2026 · Morning (8–12)'. */
  windowTooSoon: (when: string) =>
    `${when} is too soon to book: a visit must be booked at least ${BOOKING_LEAD_HOURS} hours before its window starts. Choose a later window or another day.`,
  /** `address`: the address as typed, which names a place outside the served town. */
  outsideServiceArea: (address: string) =>
    `“${address}” is outside our service area: during the beta we serve ${SERVICE_AREA.label} ${SERVICE_AREA.zip} only. Use Request my location to ask us to come to you.`,
  townRequired: 'City, state and ZIP code are required',
  dateRequired: 'Select at least one visit date',
  recurringOneStartDate: 'Choose exactly one start date for recurring visits',
  dateInvalid: 'Visit dates must be real dates written as yyyy-MM-dd',
  dateDuplicate: 'Each visit date can be chosen only once',
  dateInPast: 'Visit dates cannot be in the past',
  dateTooFar: 'Visit dates can be at most 90 days ahead',
  taskDuplicate: 'Each task can be chosen only once',
  tasksNotForStandard: 'Custom tasks are available with the Extended and Recurring plans only',
  lockboxNotForRecurring: 'The lockbox add-on is available with the Standard and Extended plans only',
  accessRequired: 'Add the lockbox or enter access instructions',
  recurringAccessRequired: 'Enter access instructions',
  providerUnavailable: 'The payment provider could not start the checkout. Please try again.',
  noCheckoutId: 'No checkout ID found',
  orderNotFound: 'Order not found',
  webhookSignature: 'Invalid webhook signature',
  locationRateLimited: 'Too many requests from this address. Please try again in an hour.',
  /** The sandbox page's query back to the wizard after Decline: ?payment=declined. */
  paymentDeclined: 'Payment declined. No visit was booked and nothing was charged.',
  /** The declined notice's button: the same booking's checkout again. */
  tryAgain: 'Try again',
  /** Try again on a booking that was paid meanwhile (another tab). */
  alreadyPaid: 'This booking is already paid: its visits are under My Visits.',
  /** Try again while the booking's checkout at the provider is still open. */
  checkoutOpen: "This booking's checkout is still open: finish paying there, or wait a few minutes and try again.",
  /** A receipt asked for a payment that never completed (pending or declined). */
  receiptNotPaid: 'This payment was not completed, so it has no receipt.',
} as const;

export const EMPTY_STATES = {
  upcomingVisits: 'No upcoming visits scheduled',
  todaysJobs: 'No jobs scheduled for today',
  jobs: 'No Jobs Found',
  conversations: 'No conversations found',
  selectConversation: 'Select a conversation',
  reportsTitle: 'No Reports Yet',
  reportsText: `Your completed visit reports will appear here. Book your first ${BRAND} to get started!`,
  jobCardMissing: 'JobCard - Missing required data',
} as const;

export const NOT_FOUND_TEXT = {
  title: 'Page not found',
  description: "The page you are looking for doesn't exist or has moved.",
} as const;

/** On every page while a production server takes test payments (PAYMENTS=sandbox, no Polar: RuntimeRegistry.sandboxPayments). */
export const SANDBOX_PAYMENTS_NOTICE = 'Payments are in sandbox mode: no real money is taken.';
