/**
 * The database schema. Migrations in api/drizzle are generated from this file with
 * `npm run db:generate -w @housesit/api`; never edit a generated migration by hand.
 *
 * Conventions: money is integer cents, every time is timestamptz, enumerations are text with a
 * CHECK constraint (adding a value later is one migration, no enum type to alter), and a
 * visit is the one record that later bookings, payments and messages point at.
 */
import {
  BOOKING_FLOWS,
  CADENCES,
  EMAIL_CATEGORIES,
  LOCATION_REQUEST_STATUSES,
  NOTIFICATION_TYPES,
  PAYMENT_STATUSES,
  PLAN_IDS,
  REFUND_STATUSES,
  REMOTE_NAMES,
  ROLES,
  TIME_WINDOWS,
  VISIT_EVENT_KINDS,
  VISIT_STATUSES,
  type LocationRequestStatus,
  type NotificationDetails,
  type RegistryAction,
  type TimeWindow,
  type VisitEventKind,
  type VisitStatus,
  SUBSCRIPTION_STATUSES,
} from '@housesit/shared-contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  jsonb,
  primaryKey,
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  serial,
  bigint,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** `'a', 'b'` for a CHECK constraint, from the shared constants so the lists live in one place. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    address: text('address'),
    role: text('role').notNull().default('homeowner'),
    /** Set while an admin has deactivated the (staff) account: sign-in is refused. */
    deactivatedAt: time('deactivated_at'),
    /**
     * Raised in the transaction of every password reset, password change and deactivation: a
     * session works only while it carries the account's current generation (decision 002).
     */
    credentialGeneration: integer('credential_generation').notNull().default(0),
    /** A sitter's short profile for the customers of their visits (SITTER_PROFILE_MAX characters). */
    profileText: text('profile_text'),
    /** A sitter's photo: its id names it in /api/media/sitter/{id}; the bytes are in the media store. */
    photoId: uuid('photo_id'),
    photoStorageKey: text('photo_storage_key'),
    photoContentType: text('photo_content_type'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_photo_id_key').on(t.photoId),
    // Case-insensitive uniqueness: 'Alice' and 'alice' are one account, as are their emails.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    check('users_role_check', sql`${t.role} in (${sqlList(ROLES)})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie token: a database leak does not hand out live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Idle expiry counts from here (sliding, refreshed at most once a day). */
    lastSeenAt: time('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry, fixed at login. */
    expiresAt: time('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** The account's credential generation when the session began (users.credential_generation). */
    credentialGeneration: integer('credential_generation').notNull().default(0),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Password reset links (docs/product/DECISIONS.md 'Running a real business'): only the SHA-256 (hex) of the
 * 256-bit token is stored, valid 30 minutes, used once. A new request deletes the user's unused
 * older ones (auth/passwordReset.ts).
 */
/** Why a password link was made: a reset (30 minutes) or a new staff account's invitation (7 days). */
export const PASSWORD_LINK_PURPOSES = ['reset', 'invitation'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PasswordLinkPurpose>().notNull().default('reset'),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
  },
  (t) => [
    index('password_reset_tokens_user_id_idx').on(t.userId),
    index('password_reset_tokens_expires_at_idx').on(t.expiresAt),
    check('password_reset_tokens_purpose_check', sql`${t.purpose} in (${sqlList(PASSWORD_LINK_PURPOSES)})`),
  ],
);

export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    homeownerId: integer('homeowner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    assignedSitterId: integer('assigned_sitter_id').references(() => users.id, { onDelete: 'set null' }),
    // The check below keeps the database to these values; the type lets code use the shared rules.
    status: text('status').$type<VisitStatus>().notNull().default('scheduled'),
    planType: text('plan_type').notNull(),
    /** The start of the visit's window on its New York day (payments/visits.ts); screens show the window. */
    scheduledDate: time('scheduled_date').notNull(),
    /** docs/product/DECISIONS.md 'Time': the customer's window; rows from before windows were stored at 10:00, a morning. */
    timeWindow: text('time_window').$type<TimeWindow>().notNull().default('morning'),
    totalAmountCents: integer('total_amount_cents').notNull(),
    propertyAddress: text('property_address').notNull(),
    accessInstructions: text('access_instructions'),
    specialInstructions: text('special_instructions'),
    schedulingAddOns: text('scheduling_add_ons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The paid booking that created this visit; null for visits seeded or created by hand. */
    bookingId: integer('booking_id').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    /**
     * The payment that bought this visit: the booking's checkout, or the subscription period's
     * charge (decision 015); a cancel refunds from it. Null for visits seeded or created by hand.
     */
    paymentId: integer('payment_id').references((): AnyPgColumn => payments.id, { onDelete: 'set null' }),
    /** The window start the day-before reminder was sent for (visits/reminders.ts); null before one. */
    remindedFor: time('reminded_for'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('visits_booking_idx').on(t.bookingId),
    index('visits_payment_idx').on(t.paymentId),
    index('visits_homeowner_scheduled_idx').on(t.homeownerId, t.scheduledDate),
    index('visits_sitter_scheduled_idx').on(t.assignedSitterId, t.scheduledDate),
    // The queue filtered by status, in the lists' exact order (date, then id).
    index('visits_status_scheduled_id_idx').on(t.status, t.scheduledDate, t.id),
    // The admin queue pages every visit by (date, id) in either direction: ascending keys, because
    // a DESC NULLS LAST index cannot serve `order by … desc` (NULLS FIRST). status and amount
    // ride along (drizzle has no INCLUDE) so this month's revenue is an index-only range scan.
    index('visits_scheduled_covering_idx').on(t.scheduledDate, t.id, t.status, t.totalAmountCents),
    check('visits_status_check', sql`${t.status} in (${sqlList(VISIT_STATUSES)})`),
    check('visits_plan_type_check', sql`${t.planType} in (${sqlList(PLAN_IDS)})`),
    check('visits_time_window_check', sql`${t.timeWindow} in (${sqlList(TIME_WINDOWS)})`),
    check('visits_total_amount_check', sql`${t.totalAmountCents} >= 0`),
  ],
);

export const visitTasks = pgTable(
  'visit_tasks',
  {
    id: serial('id').primaryKey(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Add-on tasks cost points, not money, so this is usually 0. */
    priceCents: integer('price_cents').notNull().default(0),
    category: text('category').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    notes: text('notes'),
    /** Why it was not done, required when the visit completed with it unticked (docs/product/DECISIONS.md 'Visit safety'). */
    skipReason: text('skip_reason'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('visit_tasks_visit_idx').on(t.visitId, t.position)],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    durationMinutes: integer('duration_minutes'),
    notes: text('notes'),
    completedAt: time('completed_at'),
    isArchived: boolean('is_archived').notNull().default(false),
    checkInAt: time('check_in_at'),
    checkOutAt: time('check_out_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('reports_visit_id_key').on(t.visitId), index('reports_completed_at_idx').on(t.completedAt)],
);

export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Generated by the server, never taken from an upload's file name. */
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('media_report_idx').on(t.reportId, t.createdAt), uniqueIndex('media_storage_key_key').on(t.storageKey)],
);

/**
 * Photo bytes being stored, recorded before they are written (a process killed between
 * storing the bytes and committing their media row left a file nothing pointed at). The row
 * goes in the transaction that inserts the media row; one older than an hour marks bytes of an
 * upload that never finished, which media/orphans.ts deletes.
 */
export const pendingUploads = pgTable('pending_uploads', {
  storageKey: text('storage_key').primaryKey(),
  createdAt: createdAt(),
});

/**
 * A visit's history of the safety-relevant steps (docs/product/DECISIONS.md 'Visit safety'): every start
 * (with the admin's reason when off the visit's day), an admin's revert to scheduled, and a
 * photo removed before completion. Append-only; read per visit in time order.
 */
export const visitEvents = pgTable(
  'visit_events',
  {
    id: serial('id').primaryKey(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<VisitEventKind>().notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('visit_events_visit_created_idx').on(t.visitId, t.createdAt),
    check('visit_events_kind_check', sql`${t.kind} in (${sqlList(VISIT_EVENT_KINDS)})`),
  ],
);

/** Kinds of stored notification (shared-contracts); the CHECK list grows with a migration. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a user is told about (the homeowner's "visit completed"), kept so it is not lost when
 * they are offline: the live /ws message is only a nudge.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    visitId: integer('visit_id').references(() => visits.id, { onDelete: 'cascade' }),
    /** The facts its words need (the new day, the refund, the sitter), as they were when it was made. */
    details: jsonb('details').$type<NotificationDetails>().notNull().default({}),
    createdAt: createdAt(),
    readAt: time('read_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    check('notifications_type_check', sql`${t.type} in (${sqlList(NOTIFICATION_TYPES)})`),
  ],
);

/**
 * One line of a visit's conversation (docs/product/DECISIONS.md: real per-visit messages between the
 * homeowner and the assigned sitter/admins). Read per visit in time order, hence the index.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_visit_created_idx').on(t.visitId, t.createdAt), index('messages_visit_id_idx').on(t.visitId, t.id)],
);

/**
 * Each participant's place in a visit's conversation (docs/product/DECISIONS.md: each has their own unread
 * state): the last message they have read, and when a new-message email last went to them for
 * it (at most one per conversation per NEW_MESSAGE_EMAIL_GAP). No row: nothing read, no email.
 */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    lastEmailedAt: time('last_emailed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.visitId] })],
);

/**
 * Open /ws sockets per user and API instance, so any instance can tell whether a message's
 * recipient is connected somewhere (no email then). An instance refreshes `seen_at` while it
 * runs; rows of an instance that died go stale and are ignored after PRESENCE_STALE_MS.
 */
export const socketPresence = pgTable(
  'socket_presence',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id').notNull(),
    sockets: integer('sockets').notNull(),
    seenAt: time('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instanceId] })],
);

/**
 * What a customer asked for at checkout, validated and priced by the server. Visits are created
 * from it once its payment is confirmed; `visitsCreatedAt` is set in the same transaction, which
 * is what makes creation happen exactly once per checkout.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    flow: text('flow').notNull(),
    plan: text('plan').notNull(),
    cadence: text('cadence'),
    /** yyyy-MM-dd; for recurring, the one start date. */
    dates: text('dates').array().notNull(),
    /** The window every visit of the booking takes (docs/product/DECISIONS.md 'Time'). */
    timeWindow: text('time_window').$type<TimeWindow>().notNull().default('morning'),
    taskIds: text('task_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    propertyAddress: text('property_address').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    propertyType: text('property_type').notNull(),
    specialNotes: text('special_notes'),
    lockboxPurchased: boolean('lockbox_purchased').notNull().default(false),
    /** What this booking paid for the lockbox: 0 when not bought, or its property had paid already (decision 027). */
    lockboxCents: integer('lockbox_cents').notNull().default(0),
    accessInstructions: text('access_instructions'),
    visitKey: text('visit_key').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The server's quote (lines and per-visit shares) as charged, kept for the receipt. */
    quote: jsonb('quote').notNull(),
    visitsCreatedAt: time('visits_created_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.createdAt),
    check('bookings_flow_check', sql`${t.flow} in (${sqlList(BOOKING_FLOWS)})`),
    check('bookings_plan_check', sql`${t.plan} in (${sqlList(PLAN_IDS)})`),
    check('bookings_cadence_check', sql`${t.cadence} is null or ${t.cadence} in (${sqlList(CADENCES)})`),
    check('bookings_total_check', sql`${t.totalCents} > 0`),
    check('bookings_time_window_check', sql`${t.timeWindow} in (${sqlList(TIME_WINDOWS)})`),
  ],
);

export const PAYMENT_PROVIDERS = ['sandbox', 'polar'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** One checkout at a provider for one booking. Status moves only through the provider or an admin. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** The provider's checkout id: what /confirmation?checkout_id= carries. */
    checkoutId: text('checkout_id').notNull(),
    status: text('status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    transactionId: text('transaction_id'),
    paymentMethod: text('payment_method'),
    /** Polar's order and, for recurring, subscription ids once known. */
    providerOrderId: text('provider_order_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    completedAt: time('completed_at'),
    /**
     * A recurring plan's period this payment pays (decision 015): a renewal's charge, or the
     * customer paying a declined period again. Null for a booking's checkout (which pays period 0).
     */
    subscriptionPeriodId: integer('subscription_period_id').references((): AnyPgColumn => subscriptionPeriods.id, {
      onDelete: 'restrict',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_checkout_key').on(t.provider, t.checkoutId),
    // One live checkout per booking (declined ones stay as history before it); a subscription's
    // later periods add their own payments.
    uniqueIndex('payments_booking_key')
      .on(t.bookingId)
      .where(sql`${t.subscriptionPeriodId} is null and ${t.status} <> 'failed'`),
    // One live payment per period: a renewal charge, or one attempt at paying it again at a time.
    uniqueIndex('payments_period_key')
      .on(t.subscriptionPeriodId)
      .where(sql`${t.status} <> 'failed'`),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    // Revenue by when it was paid: this month's figure (admin stats, revenue) and the chart.
    index('payments_status_completed_idx').on(t.status, t.completedAt),
    check('payments_provider_check', sql`${t.provider} in (${sqlList(PAYMENT_PROVIDERS)})`),
    check('payments_status_check', sql`${t.status} in (${sqlList(PAYMENT_STATUSES)})`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Money given back on a payment: one row per refund asked of the provider (a cancelled visit's
 * price, the lockbox fee with the booking's last visit, an admin's refund) or reported by it (a
 * refund made in Polar's dashboard). A visit has at most one refund, which is what keeps
 * repeated and concurrent cancels from refunding twice. Status moves pending → succeeded or
 * failed from the provider's answer or its refund webhooks.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The cancelled visit this refund is for; null for a refund not tied to one visit. */
    visitId: integer('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** The part of the amount that is the booking's lockbox fee (revenue by service). */
    lockboxCents: integer('lockbox_cents').notNull().default(0),
    status: text('status').notNull().default('pending'),
    /** Why, in the customer's words ('Visit on July 4, 2030 cancelled') or the admin's reason. */
    reason: text('reason').notNull(),
    /** The provider's refund id once it answered. */
    providerRefundId: text('provider_refund_id'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** When it reached succeeded: revenue is net of refunds from this moment on. */
    succeededAt: time('succeeded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    uniqueIndex('refunds_visit_key').on(t.visitId),
    uniqueIndex('refunds_provider_refund_key').on(t.providerRefundId),
    index('refunds_status_succeeded_idx').on(t.status, t.succeededAt),
    check('refunds_status_check', sql`${t.status} in (${sqlList(REFUND_STATUSES)})`),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** Sandbox only: whether the test card on file pays renewals or declines them (decision 015). */
export const SANDBOX_RENEWAL_CARDS = ['pays', 'declines'] as const;
export type SandboxRenewalCard = (typeof SANDBOX_RENEWAL_CARDS)[number];
export const SUBSCRIPTION_PERIOD_STATUSES = ['paid', 'failed'] as const;

/**
 * A recurring booking's subscription (decision 015), created when its first checkout is paid.
 * Period n covers [start + 28n, start + 28(n+1)) days; each paid period creates its visits once.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The recurring booking it continues: address, tasks, access and the start date. */
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    plan: text('plan').notNull().default('recurring'),
    cadence: text('cadence').notNull(),
    /** Chosen for the next period; applied when that period is paid. */
    pendingCadence: text('pending_cadence'),
    status: text('status').notNull().default('active'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** yyyy-MM-dd, the booking's start date: visits follow from it every 7 or 14 days. */
    startDate: text('start_date').notNull(),
    currentPeriodIndex: integer('current_period_index').notNull().default(0),
    /**
     * Periods are calendar months counted from here (decision 015): period `periodAnchorIndex`
     * starts on this date. Null: from the start date, period 0. A plan that began with 4-week
     * periods counts from the end of the last of them (migration 0032).
     */
    periodAnchorDate: text('period_anchor_date'),
    periodAnchorIndex: integer('period_anchor_index').notNull().default(0),
    /** yyyy-MM-dd service-area dates: first day of the current period, and the first day after it. */
    currentPeriodStart: text('current_period_start').notNull(),
    currentPeriodEnd: text('current_period_end').notNull(),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    providerCustomerId: text('provider_customer_id'),
    sandboxCard: text('sandbox_card').notNull().default('pays'),
    canceledAt: time('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_booking_key').on(t.bookingId),
    uniqueIndex('subscriptions_provider_subscription_key').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
    // The renewal sweep: active subscriptions whose period has ended.
    index('subscriptions_status_period_end_idx').on(t.status, t.currentPeriodEnd),
    check('subscriptions_status_check', sql`${t.status} in (${sqlList(SUBSCRIPTION_STATUSES)})`),
    check('subscriptions_cadence_check', sql`${t.cadence} in (${sqlList(CADENCES)})`),
    check('subscriptions_pending_cadence_check', sql`${t.pendingCadence} is null or ${t.pendingCadence} in (${sqlList(CADENCES)})`),
    check('subscriptions_provider_check', sql`${t.provider} in (${sqlList(PAYMENT_PROVIDERS)})`),
    check('subscriptions_sandbox_card_check', sql`${t.sandboxCard} in (${sqlList(SANDBOX_RENEWAL_CARDS)})`),
  ],
);

/**
 * One billing period of a subscription, paid or declined. Unique per (subscription, period):
 * however many webhooks or job retries arrive, a period is recorded, and its visits created, once.
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodIndex: integer('period_index').notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    cadence: text('cadence').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Polar's order for this period; the sandbox's made-up id. */
    providerOrderId: text('provider_order_id'),
    visitsCreated: integer('visits_created').notNull().default(0),
    /** Why it was declined, in the customer's words (the plan card shows it while past due). */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscription_periods_period_key').on(t.subscriptionId, t.periodIndex),
    uniqueIndex('subscription_periods_order_key').on(t.providerOrderId),
    check('subscription_periods_status_check', sql`${t.status} in (${sqlList(SUBSCRIPTION_PERIOD_STATUSES)})`),
  ],
);

/** Webhook deliveries already handled, by their `webhook-id`: a replayed delivery changes nothing. */
export const webhookDeliveries = pgTable('webhook_deliveries', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  eventType: text('event_type').notNull(),
  receivedAt: createdAt(),
});

export const LOCATION_REQUEST_VARIANTS = ['address', 'city'] as const;

/** Service-area expansion requests from both dialogs (docs/product/DECISIONS.md), listed for admins. */
export const locationRequests = pgTable(
  'location_requests',
  {
    id: serial('id').primaryKey(),
    /** Who was signed in when asking, if anyone. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    variant: text('variant').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    homeAddress: text('home_address'),
    requestedCity: text('requested_city'),
    /** Where the office is with it (new, contacted, served, declined), and its own note. */
    status: text('status').$type<LocationRequestStatus>().notNull().default('new'),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('location_requests_created_idx').on(t.createdAt),
    check('location_requests_variant_check', sql`${t.variant} in (${sqlList(LOCATION_REQUEST_VARIANTS)})`),
    check('location_requests_status_check', sql`${t.status} in (${sqlList(LOCATION_REQUEST_STATUSES)})`),
  ],
);

/**
 * Fixed-window counters for throttling (login failures, registrations, location requests).
 * Kept in the database so limits survive a restart and hold across API instances.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: time('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * One row whose version goes up with every statement that changes what a visit list or the
 * admin stats show (visits, their tasks, reports and photos, payments, users' names and roles),
 * bumped by statement triggers (migration 0006) in the writer's own transaction. The session
 * lookup reads it on every request, so an API instance can keep pages it has built and know
 * they are still current without asking again (api/src/visits/pageCache.ts, decision 010).
 */
export const visitDataVersion = pgTable(
  'visit_data_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('visit_data_version_single_row', sql`${t.id} = 1`)],
);

/**
 * The registry's channels per environment and remote (decision 007), when the API runs on a
 * PostgreSQL server: every instance reads the same row, so a promote through any of them (or the
 * release command) is what every instance answers on the next page load. The embedded database
 * keeps them in RELEASES_DIR's channel file instead (one process; releases/channels.ts).
 */
export const registryChannels = pgTable(
  'registry_channels',
  {
    environment: text('environment').notNull(),
    remote: text('remote').notNull(),
    /** null: the build's own dist under /remotes/<remote>/. */
    stable: text('stable'),
    staging: text('staging'),
    stagingPercent: smallint('staging_percent').notNull().default(0),
    /** Earlier stable releases, newest last: what rollback returns to. */
    previous: jsonb('previous').$type<(string | null)[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.environment, t.remote] }),
    check('registry_channels_remote_check', sql`${t.remote} in (${sqlList(REMOTE_NAMES)})`),
    check('registry_channels_percent_check', sql`${t.stagingPercent} between 0 and 100`),
  ],
);

/** Every channel change, newest last: who moved which remote to what (the registry's history). */
export const registryChanges = pgTable(
  'registry_changes',
  {
    id: serial('id').primaryKey(),
    environment: text('environment').notNull(),
    remote: text('remote').notNull(),
    action: jsonb('action').$type<RegistryAction>().notNull(),
    stable: text('stable'),
    staging: text('staging'),
    stagingPercent: smallint('staging_percent').notNull(),
    /** The admin who asked through the endpoint; null for the release command. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: time('changed_at').notNull().defaultNow(),
  },
  (t) => [index('registry_changes_remote_idx').on(t.environment, t.remote, t.id)],
);

/**
 * Page loads and failures of each release per environment, remote and channel (decision 007
 * 'Release health'), counted by every API instance in the same row so they agree. `release` is ''
 * for the build's own dist. `unstagedAt` marks the one automatic unstage of a staged release: set
 * by a conditional update, so among racing instances exactly one takes it back and tells the admins.
 */
export const releaseHealth = pgTable(
  'release_health',
  {
    environment: text('environment').notNull(),
    remote: text('remote').notNull(),
    release: text('release').notNull(),
    channel: text('channel').notNull(),
    loads: integer('loads').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    unstagedAt: time('unstaged_at'),
    unstageReason: text('unstage_reason'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.environment, t.remote, t.release, t.channel] }),
    check('release_health_channel_check', sql`${t.channel} in ('stable', 'staging')`),
  ],
);

/**
 * The email categories a user turned off (decision 011): a row means 'do not send'. Receipts
 * and security email have no category and are never looked up here.
 */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    check('email_opt_outs_category_check', sql`${t.category} in (${sqlList(EMAIL_CATEGORIES)})`),
  ],
);

/**
 * Secrets the server made for itself when the operator gave none (EMAIL_LINK_SECRET): stored
 * here so every instance signs alike and links survive restarts. Never sent to a browser.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A homeowner's property, by the address their visits were booked at (visits keep the address
 * text; this row gives the address an id). Created when its access details are first saved.
 */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    homeownerId: integer('homeowner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('properties_homeowner_address_idx').on(t.homeownerId, t.address)],
);

/**
 * A property's access details, sealed (decision 024): AES-256-GCM under a data key of its own,
 * the data key wrapped by the key-encryption key named by `kekId`, both bound to the property id.
 * `setFields` (names only) lets the owner see what is saved without opening anything.
 */
export const propertyAccess = pgTable('property_access', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  /** base64 of iv (12 bytes) ‖ tag (16) ‖ ciphertext of the details' JSON. */
  sealed: text('sealed').notNull(),
  /** base64 of iv ‖ tag ‖ the wrapped 32-byte data key. */
  wrappedKey: text('wrapped_key').notNull(),
  /** Which key-encryption key wrapped it: the first 16 hex digits of its SHA-256. */
  kekId: text('kek_id').notNull(),
  setFields: text('set_fields').array().notNull(),
  updatedAt: time('updated_at').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  /** An admin's change says why. */
  reason: text('reason'),
});

/** Every reveal of a visit's access details: who, when, which visit, from where (and an admin's reason). */
export const accessReveals = pgTable(
  'access_reveals',
  {
    id: serial('id').primaryKey(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    reason: text('reason'),
    ip: text('ip'),
    revealedAt: time('revealed_at').notNull(),
  },
  (t) => [index('access_reveals_visit_idx').on(t.visitId, t.revealedAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type VisitRow = typeof visits.$inferSelect;
export type NewVisitRow = typeof visits.$inferInsert;
export type VisitTaskRow = typeof visitTasks.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type VisitEventRow = typeof visitEvents.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionPeriodRow = typeof subscriptionPeriods.$inferSelect;
export type LocationRequestRow = typeof locationRequests.$inferSelect;

/**
 * A person's private calendar feed (iCal): the hash of the secret in its address, one per user.
 * Renewing replaces the row, so the old address stops working at once; the secret itself is
 * shown to its owner once and never stored.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * The first answer to each sitter action sent with an Idempotency-Key (http/idempotency.ts): a
 * phone that lost the answer sends the action again and gets this one back instead of applying it
 * twice. `status` is null while the first request is still running. Kept 7 days, deleted on write.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with anything else is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * A customer's rating of a completed visit (one per visit; changed in place within the window).
 * The sitter is the one who did the visit, kept here so that reassigning nothing later moves it.
 */
export const visitRatings = pgTable(
  'visit_ratings',
  {
    visitId: integer('visit_id')
      .primaryKey()
      .references(() => visits.id, { onDelete: 'cascade' }),
    homeownerId: integer('homeowner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sitterId: integer('sitter_id').references(() => users.id, { onDelete: 'set null' }),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('visit_ratings_sitter_idx').on(t.sitterId, t.updatedAt),
    check('visit_ratings_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * A customer's tip for a completed visit, paid through the payment provider like a booking and
 * passed on to the visit's sitter. It counts only once completed (the provider confirmed it);
 * one live tip per visit (pending or completed), any number of declined attempts before it.
 */
export const visitTips = pgTable(
  'visit_tips',
  {
    id: serial('id').primaryKey(),
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'restrict' }),
    homeownerId: integer('homeowner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The visit's sitter when the tip was given: who it is paid out to. */
    sitterId: integer('sitter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    checkoutId: text('checkout_id').notNull(),
    status: text('status').notNull().default('pending'),
    transactionId: text('transaction_id'),
    paymentMethod: text('payment_method'),
    providerOrderId: text('provider_order_id'),
    completedAt: time('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('visit_tips_provider_checkout_key').on(t.provider, t.checkoutId),
    uniqueIndex('visit_tips_visit_key')
      .on(t.visitId)
      .where(sql`${t.status} <> 'failed'`),
    // A sitter's paid tips by when they were paid: earnings and payouts.
    index('visit_tips_sitter_completed_idx').on(t.sitterId, t.completedAt),
    check('visit_tips_provider_check', sql`${t.provider} in (${sqlList(PAYMENT_PROVIDERS)})`),
    check('visit_tips_status_check', sql`${t.status} in ('pending', 'completed', 'failed')`),
    check('visit_tips_amount_check', sql`${t.amountCents} > 0`),
  ],
);
export type VisitTipRow = typeof visitTips.$inferSelect;

/** A sitter's pay week marked paid by an admin: the amount paid then (pending weeks have no row). */
export const sitterPayouts = pgTable(
  'sitter_payouts',
  {
    sitterId: integer('sitter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The week's Monday, yyyy-MM-dd in the service's time zone. */
    weekStart: text('week_start').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidAt: time('paid_at').notNull(),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.sitterId, t.weekStart] })],
);

/**
 * A sitter's time off: service-area days (yyyy-MM-dd, America/New_York), first and last both
 * included. Nobody can be assigned a visit on one of these days; the board and the pickers say so.
 */
export const sitterTimeOff = pgTable(
  'sitter_time_off',
  {
    id: serial('id').primaryKey(),
    sitterId: integer('sitter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sitter_time_off_sitter_end_idx').on(t.sitterId, t.endDate),
    check('sitter_time_off_range_check', sql`${t.startDate} <= ${t.endDate}`),
  ],
);
export type SitterTimeOffRow = typeof sitterTimeOff.$inferSelect;

/**
 * Deploy tokens (decision 007 'Shipping an area'): what an area's release command publishes with
 * over HTTP. Only the SHA-256 of the secret is kept (the admin sees the secret once); `remote` null
 * lets the token publish every area. A revoked token stays listed, and publishes nothing.
 */
export const deployTokens = pgTable(
  'deploy_tokens',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    remote: text('remote'),
    secretHash: text('secret_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: time('last_used_at'),
    revokedAt: time('revoked_at'),
  },
  (t) => [
    check('deploy_tokens_remote_check', sql`${t.remote} is null or ${t.remote} in ('mf_public', 'mf_homeowner', 'mf_sitter', 'mf_admin')`),
  ],
);
export type DeployTokenRow = typeof deployTokens.$inferSelect;
