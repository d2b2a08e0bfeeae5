/**
 * resetDatabase: the clean slate some files start each test from must be as clean as a truncate
 * with restart identity and cascade would leave it, on PostgreSQL and on PGlite alike.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { properties, users, visitTasks, visits } from '../db/schema.js';
import { insertUser, insertVisit } from './fixtures.js';
import { createTestDatabase, resetDatabase, type TestDatabase } from './testApp.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

it('empties the named tables and those that refer to them, and ids start again from 1', async () => {
  const owner = await insertUser(database.db);
  await insertUser(database.db, { role: 'admin' });
  await insertVisit(database.db, {
    homeownerId: owner.id,
    scheduledDate: '2026-06-16T14:00:00Z',
    tasks: [{ name: 'Water plants', category: 'plants' }],
  });
  // properties is not named: it refers to users, so a cascade empties it too.
  await database.db.insert(properties).values({ homeownerId: owner.id, address: '1 Test Street, Marblehead, MA 01945' });

  await resetDatabase(database.db);

  for (const table of [users, visits, visitTasks, properties]) {
    const [row] = await database.db.select({ rows: count() }).from(table);
    expect(row?.rows).toBe(0);
  }
  const again = await insertUser(database.db);
  expect(again.id).toBe(1);
});
