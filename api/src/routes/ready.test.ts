/** GET /api/ready: each check that fails answers 503 server.not_ready naming it. */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationJournal, pendingMigrations } from '../db/migrationStatus.js';
import { openDatabase, type Database, type DatabaseHandle } from '../db/open.js';
import { DrainState } from '../ops/drain.js';
import { createTestDatabase, type TestDatabase } from '../test/testApp.js';
import { readyRoutes } from './ready.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const ready = (deps: Parameters<typeof readyRoutes>[0]) => new Hono().route('/api', readyRoutes(deps)).request('/api/ready');

describe('GET /api/ready', () => {
  it('is ready on a migrated database until the instance drains', async () => {
    const drain = new DrainState();
    const answer = await ready({ db: database.db, drain });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ready: true });
    drain.start();
    const draining = await ready({ db: database.db, drain });
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({
      ready: false,
      check: 'draining',
      code: 'server.not_ready',
      message: 'This instance is shutting down.',
    });
  });

  it('is not ready when the build has a migration the database lacks', async () => {
    const newer = [...migrationJournal(), { tag: '9999_from_a_newer_build', when: Date.now() + 86_400_000 }];
    const answer = await ready({ db: database.db, pendingMigrations: (db) => pendingMigrations(db, newer) });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ check: 'migrations', code: 'server.not_ready', pending: ['9999_from_a_newer_build'] });
  });

  it('counts every migration pending on a database never migrated', async () => {
    let fresh: DatabaseHandle | null = null;
    try {
      fresh = await openDatabase({ databaseUrl: null, pgliteDir: null });
      expect(await pendingMigrations(fresh.db)).toEqual(migrationJournal().map((entry) => entry.tag));
    } finally {
      await fresh?.close();
    }
  });

  it('is not ready when the database does not answer', async () => {
    const down = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
    const answer = await ready({ db: down });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ check: 'database', code: 'server.not_ready', message: 'The database does not answer.' });
  });
});
