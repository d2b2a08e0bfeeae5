/**
 * Are this build's migrations applied? drizzle's migrator applies every journal entry newer than
 * the newest row of drizzle.__drizzle_migrations (by its `when`), so the same comparison says
 * what it would still apply. An instance of a newer build on an older database is not ready.
 */
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from './open.js';
import { MIGRATIONS_FOLDER } from './open.js';

interface JournalEntry {
  tag: string;
  when: number;
}

let journal: JournalEntry[] | null = null;

/** Read once: the journal ships with the build and does not change while it runs. */
export function migrationJournal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  if (folder !== MIGRATIONS_FOLDER) return readJournal(folder);
  journal ??= readJournal(folder);
  return journal;
}

function readJournal(folder: string): JournalEntry[] {
  const parsed = JSON.parse(readFileSync(resolve(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return parsed.entries.map(({ tag, when }) => ({ tag, when }));
}

/** postgres.js answers an array, PGlite `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/** The tags of the journal's migrations the database has not applied (empty = current). */
export async function pendingMigrations(db: Database, entries = migrationJournal()): Promise<string[]> {
  // A database never migrated has no table: everything is pending, which is not an outage.
  const table = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table[0]?.present) return entries.map((entry) => entry.tag);
  const rows: unknown = await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  const list = rowsOf<{ last: string | number | null }>(rows);
  const last = Number(list[0]?.last ?? 0);
  return entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}
