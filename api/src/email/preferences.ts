/**
 * Which optional email categories a user turned off (decision 011). A row in email_opt_outs
 * means 'do not send'; no row means the user receives that category.
 */
import { EMAIL_CATEGORIES, type EmailCategory, type EmailPreferences } from '@housesit/shared-contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { emailOptOuts, users } from '../db/schema.js';

export async function hasOptedOut(db: Database, userId: number, category: EmailCategory): Promise<boolean> {
  const [row] = await db
    .select({ userId: emailOptOuts.userId })
    .from(emailOptOuts)
    .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.category, category)))
    .limit(1);
  return row !== undefined;
}

export async function readEmailPreferences(db: Database, userId: number): Promise<EmailPreferences> {
  const rows = await db.select({ category: emailOptOuts.category }).from(emailOptOuts).where(eq(emailOptOuts.userId, userId));
  const off = new Set(rows.map((row) => row.category));
  return Object.fromEntries(EMAIL_CATEGORIES.map((category) => [category, !off.has(category)])) as EmailPreferences;
}

/** Stores the whole set of choices in one transaction and answers them as stored. */
export async function saveEmailPreferences(db: Database, userId: number, preferences: EmailPreferences): Promise<EmailPreferences> {
  const off = EMAIL_CATEGORIES.filter((category) => !preferences[category]);
  const on = EMAIL_CATEGORIES.filter((category) => preferences[category]);
  await db.transaction(async (tx) => {
    if (on.length > 0) await tx.delete(emailOptOuts).where(and(eq(emailOptOuts.userId, userId), inArray(emailOptOuts.category, on)));
    if (off.length > 0)
      await tx
        .insert(emailOptOuts)
        .values(off.map((category) => ({ userId, category })))
        .onConflictDoNothing();
  });
  return readEmailPreferences(db, userId);
}

/** The one-click link's effect: that category off for that user (again is fine; a deleted user is nothing to do). */
export async function optOut(db: Database, userId: number, category: EmailCategory): Promise<void> {
  await db.execute(
    sql`insert into ${emailOptOuts} (user_id, category) select ${users.id}, ${category} from ${users} where ${users.id} = ${userId} on conflict do nothing`,
  );
}
