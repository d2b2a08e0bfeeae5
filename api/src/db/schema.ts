/**
 * The database schema. Migrations in api/drizzle are generated from this file with
 * `npm run db:generate -w @housesit/api`; never edit a generated migration by hand.
 *
 * Conventions: money is integer cents, every time is timestamptz, enumerations are text with a
 * CHECK constraint (adding a value later is one migration, no enum type to alter), and a
 * visit is the one record that later bookings, payments and messages point at.
 */
import { PLAN_IDS, ROLES, VISIT_STATUSES } from '@housesit/shared-contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
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
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    homeownerId: integer('homeowner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    assignedSitterId: integer('assigned_sitter_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('scheduled'),
    planType: text('plan_type').notNull(),
    scheduledDate: time('scheduled_date').notNull(),
    totalAmountCents: integer('total_amount_cents').notNull(),
    propertyAddress: text('property_address').notNull(),
    accessInstructions: text('access_instructions'),
    specialInstructions: text('special_instructions'),
    schedulingAddOns: text('scheduling_add_ons').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('visits_homeowner_scheduled_idx').on(t.homeownerId, t.scheduledDate),
    index('visits_sitter_scheduled_idx').on(t.assignedSitterId, t.scheduledDate),
    index('visits_status_scheduled_idx').on(t.status, t.scheduledDate),
    check('visits_status_check', sql`${t.status} in (${sqlList(VISIT_STATUSES)})`),
    check('visits_plan_type_check', sql`${t.planType} in (${sqlList(PLAN_IDS)})`),
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

/** Kinds of stored notification; the CHECK list grows with a migration when a new kind appears. */
export const NOTIFICATION_TYPES = ['visitCompleted'] as const;
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
    createdAt: createdAt(),
    readAt: time('read_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    check('notifications_type_check', sql`${t.type} in (${sqlList(NOTIFICATION_TYPES)})`),
  ],
);

/**
 * One line of a visit's conversation (DECISIONS.md: real per-visit messages between the
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
  (t) => [index('messages_visit_created_idx').on(t.visitId, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type VisitRow = typeof visits.$inferSelect;
export type NewVisitRow = typeof visits.$inferInsert;
export type VisitTaskRow = typeof visitTasks.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
