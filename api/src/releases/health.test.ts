/**
 * Release health through the real app on a real database: page loads and failures counted per
 * release and channel, the automatic unstage at its edges (threshold, minimum page loads), its
 * one notice and email with several racing instances, and who may read the counts.
 */
import { CONTRACT_VERSION, EXPOSED_MODULES, type ReleaseHealthView, type RemoteName } from '@housesit/shared-contracts';
import { eq, sql } from 'drizzle-orm';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../db/schema.js';
import { insertUser, signIn } from '../test/fixtures.js';
import { startMailedApp, type MailedApp } from '../test/mailedApp.js';
import { createTestDatabase, resetDatabase, type TestApp, type TestDatabase } from '../test/testApp.js';
import { openChannelStore } from './channelTable.js';
import { createMetrics } from '../ops/metrics.js';
import { checkStaging, countPageLoad, exceedsStable, type HealthDeps } from './health.js';
import { ReleaseStore } from './store.js';

let dir: string;
let database: TestDatabase;
let mailed: MailedApp;
let t: TestApp;
let releasesDir: string;
/** These reports stand for many visitors, while every test request is one caller (no socket): its limits start again. */
const forgetLimits = () => database.db.execute(sql`delete from rate_limits`);

/** A published release folder (without webpack: only the files that matter here). */
async function publish(remote: RemoteName, release: string) {
  const folder = join(dir, 'builds', remote, release);
  await mkdir(folder, { recursive: true });
  const exposes = [...EXPOSED_MODULES[remote]];
  await writeFile(join(folder, 'mf-manifest.json'), JSON.stringify({ name: remote, exposes: exposes.map((path) => ({ path })) }));
  await writeFile(join(folder, 'remoteEntry.js'), `/* ${remote} ${release} */`);
  const [version, buildId] = release.split('-');
  const info = { remote, release, version, buildId, contractVersion: CONTRACT_VERSION, builtAt: new Date().toISOString(), exposes };
  await writeFile(join(folder, 'release.json'), JSON.stringify(info));
  await new ReleaseStore(releasesDir).publish(folder);
}

async function signedInAdmin(username = 'ops') {
  await insertUser(t.db, { role: 'admin', username, email: `${username}@housesit.example` });
  const client = t.client();
  await signIn(client, username);
  return client;
}

/** `n` page loads of one release. */
async function loads(release: string | null, channel: 'stable' | 'staging', n: number) {
  await forgetLimits();
  for (let i = 0; i < n; i++) {
    const response = await t.client().post('/api/registry/page-loads', { loads: [{ remote: 'mf_admin', release, channel }] });
    expect(response.status).toBe(204);
  }
}

async function failures(release: string | null, channel: 'stable' | 'staging', n: number) {
  await forgetLimits();
  for (let i = 0; i < n; i++) {
    const response = await t.client().post('/api/registry/client-errors', {
      remote: 'mf_admin',
      module: 'mf_admin/Dashboard',
      release,
      channel,
      message: 'Cannot read properties of undefined',
      page: '/admin/dashboard',
    });
    expect(response.status, await response.text()).toBe(204);
  }
}

const channels = () => openChannelStore({ db: database.db, driver: database.driver, releasesDir, environment: 'test' });
const staging = async () => (await channels().read()).mf_admin.staging;

async function health(admin: ReturnType<TestApp['client']>): Promise<ReleaseHealthView> {
  const response = await admin.get('/api/registry/health');
  expect(response.status).toBe(200);
  return (await response.json()) as ReleaseHealthView;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hs-health-'));
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await resetDatabase(database.db);
  await database.db.execute(sql`truncate table release_health`);
  releasesDir = await mkdtemp(join(dir, 'releases-'));
  mailed = await startMailedApp({ database, env: { RELEASES_DIR: releasesDir, WEB_ROOT: dir } });
  t = mailed.app;
  await publish('mf_admin', '1.0.0-aaaa');
  await publish('mf_admin', '1.1.0-bbbb');
  return () => mailed.close();
});

describe('the rule', () => {
  it('takes back only a rate more than the threshold above stable', () => {
    // 25 % against 20 %: exactly 5 points is not more than 5.
    expect(exceedsStable({ loads: 15, failures: 5 }, { loads: 16, failures: 4 }, 5)).toBe(false);
    expect(exceedsStable({ loads: 14, failures: 6 }, { loads: 16, failures: 4 }, 5)).toBe(true);
    // Stable without page loads counts as 0 %.
    expect(exceedsStable({ loads: 19, failures: 1 }, { loads: 0, failures: 0 }, 5)).toBe(false);
    expect(exceedsStable({ loads: 18, failures: 2 }, { loads: 0, failures: 0 }, 5)).toBe(true);
  });
});

describe('counting', () => {
  it('counts page loads and failures per release and channel, and refuses unknown releases', async () => {
    const admin = await signedInAdmin();
    expect((await admin.post('/api/registry/remotes/mf_admin', { action: 'promote', release: '1.0.0-aaaa' })).status).toBe(200);
    await loads('1.0.0-aaaa', 'stable', 3);
    await failures('1.0.0-aaaa', 'stable', 2);
    await loads(null, 'stable', 1);

    const unknown = await t
      .client()
      .post('/api/registry/page-loads', { loads: [{ remote: 'mf_admin', release: '9.9.9-zzzz', channel: 'stable' }] });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ code: 'release.unknown' });
    const twice = await t.client().post('/api/registry/page-loads', {
      loads: [
        { remote: 'mf_admin', release: null, channel: 'stable' },
        { remote: 'mf_admin', release: null, channel: 'stable' },
      ],
    });
    expect(twice.status).toBe(422);
    const invalid = await t
      .client()
      .post('/api/registry/page-loads', { loads: [{ remote: 'mf_admin', release: '../x', channel: 'stable' }] });
    expect(invalid.status).toBe(400);

    const view = await health(admin);
    expect(view.rule).toEqual({ thresholdPoints: 5, minLoads: 20 });
    expect(view.releases).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ remote: 'mf_admin', release: '1.0.0-aaaa', channel: 'stable', loads: 3, failures: 2 }),
        expect.objectContaining({ remote: 'mf_admin', release: null, channel: 'stable', loads: 1, failures: 0 }),
      ]),
    );
    expect(view.releases).toHaveLength(2);
  });

  it('limits the beacons of one caller', async () => {
    const client = t.client();
    const body = { loads: [{ remote: 'mf_admin', release: null, channel: 'stable' }] };
    for (let i = 0; i < 60; i++) expect((await client.post('/api/registry/page-loads', body)).status).toBe(204);
    const refused = await client.post('/api/registry/page-loads', body);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'request.rate_limited' });
  });

  it('still counts a staged release whose files went missing, which is when it fails', async () => {
    const admin = await signedInAdmin();
    expect((await admin.post('/api/registry/remotes/mf_admin', { action: 'set-staging', release: '1.1.0-bbbb', percent: 5 })).status).toBe(
      200,
    );
    await rename(join(releasesDir, 'mf_admin', '1.1.0-bbbb'), join(dir, 'gone-1.1.0-bbbb'));
    await failures('1.1.0-bbbb', 'staging', 2);
    await loads('1.1.0-bbbb', 'staging', 1);
    expect((await health(admin)).releases).toEqual([
      expect.objectContaining({ release: '1.1.0-bbbb', channel: 'staging', loads: 1, failures: 2 }),
    ]);
  });

  it('counts in the metrics with the release as a label', async () => {
    const metrics = createMetrics();
    const deps: HealthDeps = {
      db: database.db,
      environment: 'test',
      channels: channels(),
      store: new ReleaseStore(releasesDir),
      rule: { thresholdPoints: 5, minLoads: 20 },
      clock: t.clock,
      logError: () => {},
      metrics,
    };
    await countPageLoad(deps, { remote: 'mf_admin', release: '1.0.0-aaaa', channel: 'stable', outcome: 'load' });
    await countPageLoad(deps, { remote: 'mf_admin', release: '1.0.0-aaaa', channel: 'stable', outcome: 'load' });
    await countPageLoad(deps, { remote: 'mf_admin', release: null, channel: 'stable', outcome: 'failure' });
    const text = await metrics.registry.getSingleMetricAsString('housesit_release_page_loads_total');
    expect(text).toContain('housesit_release_page_loads_total{remote="mf_admin",release="1.0.0-aaaa",channel="stable",outcome="load"} 2');
    expect(text).toContain('housesit_release_page_loads_total{remote="mf_admin",release="",channel="stable",outcome="failure"} 1');
  });

  it('shows the counts to admins only', async () => {
    expect((await t.client().get('/api/registry/health')).status).toBe(401);
    await insertUser(t.db, { role: 'homeowner', username: 'home' });
    const homeowner = t.client();
    await signIn(homeowner, 'home');
    expect((await homeowner.get('/api/registry/health')).status).toBe(403);
    expect((await (await signedInAdmin()).get('/api/registry/health')).status).toBe(200);
  });
});

describe('automatic unstage', () => {
  async function stagedAt100() {
    const admin = await signedInAdmin();
    expect((await admin.post('/api/registry/remotes/mf_admin', { action: 'promote', release: '1.0.0-aaaa' })).status).toBe(200);
    expect(
      (await admin.post('/api/registry/remotes/mf_admin', { action: 'set-staging', release: '1.1.0-bbbb', percent: 100 })).status,
    ).toBe(200);
    return admin;
  }

  it('waits for the minimum page loads, then unstages, records why, and tells every admin once', async () => {
    const admin = await stagedAt100();
    await insertUser(t.db, { role: 'admin', username: 'ops2', email: 'ops2@housesit.example' });
    await loads('1.0.0-aaaa', 'stable', 20);
    await failures('1.1.0-bbbb', 'staging', 19);
    // 19 page loads, all failed: below the minimum of 20, still staged.
    expect(await staging()).toBe('1.1.0-bbbb');
    await failures('1.1.0-bbbb', 'staging', 1);
    expect(await staging()).toBeNull();

    const row = (await health(admin)).releases.find((entry) => entry.release === '1.1.0-bbbb');
    expect(row).toMatchObject({ channel: 'staging', failures: 20, unstagedAt: '2026-06-15T14:00:00.000Z' });
    expect(row?.unstageReason).toMatch(/100\.0 % of 20 page loads of 1\.1\.0-bbbb failed, against 0\.0 % on stable/);
    const [change] = await new (await import('./channelTable.js')).ChannelTable(database.db, 'test').history('mf_admin', 1);
    if (database.driver === 'postgres') expect(change?.action).toMatchObject({ action: 'clear-staging', reason: row?.unstageReason });

    // More failures of the taken-back release change nothing and tell nobody again.
    await failures('1.1.0-bbbb', 'staging', 3);
    const notices = await database.db.select().from(notifications).where(eq(notifications.type, 'releaseUnstaged'));
    expect(notices).toHaveLength(2);
    expect(notices[0]?.details).toMatchObject({ remote: 'mf_admin', release: '1.1.0-bbbb' });
    const mails = await mailed.smtp.waitFor(2);
    expect(mails.map((mail) => mail.parsed.subject)).toEqual([
      'Release 1.1.0-bbbb of mf_admin was unstaged automatically',
      'Release 1.1.0-bbbb of mf_admin was unstaged automatically',
    ]);
    expect(mails[0]?.parsed.text).toContain('Automatically unstaged: 100.0 % of 20 page loads');
  });

  it('keeps a release at exactly the threshold, and takes it back one failure later', async () => {
    await stagedAt100();
    await loads('1.0.0-aaaa', 'stable', 16);
    await failures('1.0.0-aaaa', 'stable', 4);
    // Staging 5 of 20 (25 %) against stable 4 of 20 (20 %): 5 points, not more.
    await loads('1.1.0-bbbb', 'staging', 15);
    await failures('1.1.0-bbbb', 'staging', 5);
    expect(await staging()).toBe('1.1.0-bbbb');
    // 6 of 21 (28.6 %): 8.6 points.
    await failures('1.1.0-bbbb', 'staging', 1);
    expect(await staging()).toBeNull();
  });

  it('unstages once when several instances judge at the same moment', async () => {
    await stagedAt100();
    await insertUser(t.db, { role: 'admin', username: 'ops2', email: 'ops2@housesit.example' });
    await database.db.execute(
      sql`insert into release_health (environment, remote, release, channel, loads, failures) values ('test', 'mf_admin', '1.1.0-bbbb', 'staging', 0, 30)`,
    );
    const instance = (): HealthDeps => ({
      db: database.db,
      environment: 'test',
      channels: channels(),
      store: new ReleaseStore(releasesDir),
      rule: { thresholdPoints: 5, minLoads: 20 },
      clock: t.clock,
      logError: () => {},
    });
    const results = await Promise.all([1, 2, 3, 4].map(() => checkStaging(instance(), 'mf_admin')));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await staging()).toBeNull();
    expect(await database.db.select().from(notifications).where(eq(notifications.type, 'releaseUnstaged'))).toHaveLength(2);
  });

  it('starts a release staged again from zero', async () => {
    const admin = await stagedAt100();
    await failures('1.1.0-bbbb', 'staging', 20);
    expect(await staging()).toBeNull();
    expect((await admin.post('/api/registry/remotes/mf_admin', { action: 'set-staging', release: '1.1.0-bbbb', percent: 10 })).status).toBe(
      200,
    );
    await failures('1.1.0-bbbb', 'staging', 19);
    expect(await staging()).toBe('1.1.0-bbbb');
  });
});
