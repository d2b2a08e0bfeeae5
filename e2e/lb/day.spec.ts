/**
 * The whole day through two API instances behind nginx (lb/stack.ts), in Chromium. Every
 * request goes to the load balancer, round robin with no stickiness, so one step's request and the
 * next land on different instances: sessions, uploads (S3), live events (LISTEN/NOTIFY) and the
 * registry (PostgreSQL) must hold across them. Then one instance gets SIGTERM mid-traffic.
 */
import { SERVICE_TIME_ZONE, TOASTS, type RuntimeRegistry, type VisitPage } from '@housesit/shared-contracts';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { getJson, marbleheadDay, payOnSandbox, pickDay, registerHomeowner } from '../fixtures/booking';
import { solidPng } from '../fixtures/png';
import { buildOne, createReleaseAccess, REPO, uploadRelease } from '../fixtures/releases';
import { expectReady } from '../fixtures/ready';
import { lbRunnable, lbSettings, readLbState } from './settings';
import { expect, test } from './test';

test.skip(!lbRunnable, 'needs PostgreSQL (DATABASE_URL) and nginx');
test.describe.configure({ mode: 'serial' });

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** nginx's access log, a line a request: `status method uri upstream(s) upstream status(es)`. */
function accessLog(): string[] {
  return readFileSync(readLbState().nginx.accessLog, 'utf8').split('\n').filter(Boolean);
}

/** The instances (by port) nginx sent the requests of `lines` to. */
function upstreamPorts(lines = accessLog()): Set<string> {
  return new Set(lines.flatMap((line) => [...line.matchAll(/127\.0\.0\.1:(\d+)/g)].map((match) => match[1]!)));
}

/** `hour`:00 in Marblehead on `day` (a UTC-noon Date, fixtures/booking.ts marbleheadDay). */
function marbleheadTime(day: Date, hour: number): Date {
  const atNoonUtc = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: SERVICE_TIME_ZONE, hourCycle: 'h23', hour: 'numeric' }).format(day),
  );
  return new Date(day.getTime() + (hour - atNoonUtc) * 3600_000);
}

let visitId = 0;
let homeowner: { username: string; password: string };

test('a homeowner books and pays, the admin assigns, the sitter works it with two photos, the homeowner sees them live', async ({
  page,
  browser,
  health: _consoleChecked,
  household,
  signInAs,
  clock,
}) => {
  // The household's admin and sitter (the test factory, through nginx) do the staff's part; the
  // homeowner is a new one, registered through nginx, whose only visit is the one booked here.
  const { admin: staff, sitter: worker } = household.people;
  // The homeowner books tomorrow's visit on /purchase (a Morning one) and pays on the sandbox;
  // tomorrow, not today: at the suite's 23:55 every window of today is over, and the walk would
  // cross midnight. The sitter works it that morning (below): a visit starts on its day only.
  const visitDay = marbleheadDay(1);
  homeowner = await registerHomeowner(page, 'lb');
  await page.goto('/purchase?plan=standard');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('combobox', { name: 'Street address' }).fill('20 Lee Street');
  await page.getByLabel('Access instructions').fill('Key in the lockbox by the garage, code 5150.');
  const main = page.getByRole('main');
  await pickDay(main, visitDay);
  await page.getByRole('button', { name: 'Continue' }).click();
  // $65.00 plus the $20.00 last-minute fee (fewer than 7 days ahead).
  await expect(main.getByRole('region', { name: 'Order summary' })).toContainText('$85.00');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByRole('button', { name: 'Pay with Polar' }).click();
  await payOnSandbox(page, '$85.00');
  const own = await getJson<VisitPage>(page.request, '/api/visits?limit=10');
  expect(own.items).toHaveLength(1);
  visitId = own.items[0]!.id;
  const label = `Visit #${visitId}`;
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // The admin assigns the household's sitter from the job queue (by id: the demo the instances
  // seeded has a sitter of the same name).
  const adminContext = await browser.newContext();
  await clock.follow(adminContext);
  await signInAs(adminContext, staff);
  const admin = await adminContext.newPage();
  await admin.goto(`/jobs?q=${visitId}`);
  await admin.getByRole('button', { name: `Details of ${label}` }).click();
  const details = admin.getByRole('dialog', { name: label });
  await details.getByLabel('Assigned sitter').selectOption(String(worker.id));
  await details.getByRole('button', { name: 'Save sitter' }).click();
  await expect(admin.getByText(`${worker.firstName} ${worker.lastName} is assigned to ${label}.`)).toBeVisible();

  // The next morning at 10 in Marblehead on both instances' clocks and the homeowner's browser
  // (the admin is done): the sitter, on a phone, starts it, adds two photos and completes it.
  await clock.set(marbleheadTime(visitDay, 10));
  const sitterContext = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
  await clock.follow(sitterContext);
  await signInAs(sitterContext, worker);
  const sitter = await sitterContext.newPage();
  await sitter.goto('/sitter/dashboard');
  await sitter
    .getByRole('list', { name: "Today's visits" })
    .getByRole('listitem')
    .filter({ hasText: '20 Lee Street' })
    .getByRole('button', { name: /View details/ })
    .click();
  const sheet = sitter.getByRole('dialog', { name: label });
  await sheet.getByRole('button', { name: 'Start visit' }).click();
  await sheet.getByRole('button', { name: 'Yes, start visit' }).click();
  await expect(sheet.getByText('In Progress', { exact: true })).toBeVisible();
  const input = sheet.getByLabel(`Photo files for ${label}`);
  await input.setInputFiles({ name: 'front-door.png', mimeType: 'image/png', buffer: solidPng(64, 48, [31, 111, 92]) });
  await expect(sheet.getByRole('img', { name: `Photo 1 of ${label}` })).toBeVisible();
  await input.setInputFiles({ name: 'kitchen.png', mimeType: 'image/png', buffer: solidPng(48, 64, [200, 120, 40]) });
  await expect(sheet.getByRole('img', { name: `Photo 2 of ${label}` })).toBeVisible();
  for (const box of await sheet.getByRole('checkbox').all()) {
    await box.click();
    await expect(box).toBeChecked();
    // Enabled again once the tick is saved and the visit read back: Complete visit checks the
    // visit's tasks as last read, and refuses one still being saved as not done.
    await expect(box).toBeEnabled();
  }
  await sheet.getByLabel('Visit notes').fill('All well; both doors locked.');
  await sheet.getByRole('button', { name: 'Complete visit' }).click();
  await expect(sheet.getByText('Completed', { exact: true })).toBeVisible();

  // The homeowner hears of it live, whichever instance holds their socket, and sees both photos.
  await expect(page.getByText(TOASTS.visitCompletedLive.title, { exact: true })).toBeVisible();
  await page.reload();
  await page
    .getByRole('article')
    .filter({ hasText: new RegExp(`${label} ·`) })
    .getByRole('button', { name: 'View Report' })
    .click();
  const report = page.getByRole('dialog', { name: `Visit Report #${visitId}` });
  await report.getByRole('button', { name: 'Photo 1 of 2' }).click();
  const gallery = page.getByRole('dialog', { name: 'Visit Photos' });
  const shown = gallery.getByRole('img', { name: /^Visit photo/ });
  const width = () => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
  await expect.poll(width).toBeGreaterThan(0);
  const first = await width();
  await gallery.getByRole('button', { name: 'Next' }).click();
  await expect.poll(width).not.toBe(first);
  // Both photos, as uploaded (64 and 48 px wide), in the order the gallery shows them.
  expect([first, await width()].sort()).toEqual([48, 64]);

  // The photos are in the S3 store, not on either instance's disk; both instances did the work.
  const state = readLbState();
  const done = await getJson<VisitPage>(page.request, '/api/visits?limit=10');
  const reportId = done.items[0]?.report?.id;
  const stored = filesUnder(join(state.s3Directory, 'housesit-media', 'reports', String(reportId)));
  expect(stored.filter((file) => file.endsWith('._S3rver_object'))).toHaveLength(2);
  for (const index of [0, 1]) expect(filesUnder(join(state.releasesDir, '..', `data-${index}`, 'media'))).toEqual([]);
  expect(upstreamPorts()).toEqual(new Set(state.instances.map((instance) => String(instance.port))));
  await adminContext.close();
  await sitterContext.close();
});

test('a release an admin promotes through one instance is served by every instance at once', async ({ page, household, signInAs }) => {
  const state = readLbState();
  // The area's release build, then publishing over HTTP with a deploy token, as a team ships it.
  const { release, folder } = await buildOne(join(REPO, 'mf-admin'));
  const { deployToken: token } = await createReleaseAccess(lbSettings.origin, `lb-${Date.now().toString(36)}`);
  expect(JSON.parse(uploadRelease(lbSettings.origin, token, folder, 'mf_admin'))).toMatchObject({ remote: 'mf_admin', release });

  await signInAs(page, household.people.admin);
  const promoted = await page.request.post('/api/registry/remotes/mf_admin', { data: { action: 'promote', release } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  // Asked directly, not through nginx: each instance answers the new release, and serves its files.
  for (const instance of state.instances) {
    const registry = (await (await fetch(`http://127.0.0.1:${instance.port}/api/registry`)).json()) as RuntimeRegistry;
    expect(registry.remotes.mf_admin, `instance on ${instance.port}`).toMatchObject({ release, channel: 'stable' });
    const manifest = await fetch(`http://127.0.0.1:${instance.port}/releases/mf_admin/${release}/mf-manifest.json`);
    expect(manifest.status, `manifest on ${instance.port}`).toBe(200);
  }
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
});

/** Open sockets on one instance, from its metrics port. */
async function openSockets(metricsPort: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  return Number(/^housesit_ws_open_sockets (\d+)$/m.exec(text)?.[1] ?? 0);
}

test('SIGTERM of one instance in the middle of traffic: nothing fails at nginx and live updates reconnect', async ({
  browser,
  household,
  signInAs,
  clock,
}) => {
  const state = readLbState();
  const [stopped, survivor] = state.instances;
  expect(visitId, 'the first test booked a visit').toBeGreaterThan(0);
  const label = `Visit #${visitId}`;

  // The homeowner keeps the visit's conversation open in tabs until one tab's socket is on the
  // instance about to stop (round robin puts about every other one there).
  const context = await browser.newContext();
  await clock.follow(context);
  const login = await context.request.post('/api/auth/login', { data: { username: homeowner.username, password: homeowner.password } });
  expect(login.status(), await login.text()).toBe(200);
  const tabs = [];
  for (let tab = 0; tab < 6 && (await openSockets(stopped!.metricsPort)) === 0; tab++) {
    const page = await context.newPage();
    await page.goto(`/messages?visitId=${visitId}`);
    await expect(page.getByRole('region', { name: label }).getByRole('textbox', { name: 'Message' })).toBeVisible();
    // Ready includes the live updates' socket being open (fixtures/ready.ts): it is on one instance now.
    await expectReady(page);
    tabs.push(page);
  }
  await expect.poll(() => openSockets(stopped!.metricsPort), { message: 'a homeowner socket on the instance to stop' }).toBeGreaterThan(0);
  const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

  // Four clients in a loop through nginx: API reads, health, the signed-in user, the page itself.
  const origin = test.info().project.use.baseURL!;
  const answers: number[] = [];
  let running = true;
  const paths = ['/api/registry', '/api/health', '/api/auth/me', '/'];
  const client = async (n: number) => {
    for (let i = 0; running; i++) {
      const response = await fetch(`${origin}${paths[(i + n) % paths.length]}`, { headers: { Cookie: cookies } }).catch(() => null);
      answers.push(response?.status ?? 0);
      await response?.arrayBuffer();
    }
  };
  // Traffic is flowing through both instances: nginx has logged the clients' requests answered
  // by each since they started (at least 40 of them).
  const logged = accessLog().length;
  const clients = [0, 1, 2, 3].map(client);
  await expect
    .poll(
      () => {
        const since = accessLog()
          .slice(logged)
          .filter((line) => paths.some((path) => line.includes(` GET ${path} `)));
        return since.length >= 40 && upstreamPorts(since).size === state.instances.length;
      },
      { message: "the clients' requests reach both instances" },
    )
    .toBe(true);
  const beforeSigterm = answers.length;
  process.kill(stopped!.pid, 'SIGTERM');
  const exited = () => {
    try {
      process.kill(stopped!.pid, 0);
      return false;
    } catch {
      return true;
    }
  };
  // Its drain takes up to SHUTDOWN_DRAIN_MS (5 s, lb/stack.ts), then it closes its workers and database.
  await expect.poll(exited, { timeout: 30_000, message: 'the stopped instance exits' }).toBe(true);
  // The traffic goes on without it: forty more answers (ten a client) after it has gone.
  const atExit = answers.length;
  await expect.poll(() => answers.length, { message: 'the clients go on being answered' }).toBeGreaterThanOrEqual(atExit + 40);
  running = false;
  await Promise.all(clients);

  const failed = answers.filter((status) => status !== 200).length;
  const retried = (readFileSync(state.nginx.errorLog, 'utf8').match(/while connecting to upstream|upstream prematurely closed/g) ?? [])
    .length;
  const serverErrors = readFileSync(state.nginx.accessLog, 'utf8')
    .split('\n')
    .filter((line) => /^5\d\d /.test(line)).length;
  const drainedLine =
    readFileSync(stopped!.log, 'utf8')
      .split('\n')
      .find((line) => line.includes('"drained:')) ?? '{}';
  const drained = JSON.parse(drainedLine) as { inFlight?: number; finished?: number; cutOff?: number };
  console.log(
    `[lb] SIGTERM mid-traffic: ${answers.length} requests (${beforeSigterm} before), ${failed} failed at nginx, ${retried} retried by nginx, ${serverErrors} 5xx in nginx's log; drained ${JSON.stringify({ inFlight: drained.inFlight, finished: drained.finished, cutOff: drained.cutOff })}`,
  );
  expect(failed).toBe(0);
  expect(serverErrors).toBe(0);
  expect(drained.cutOff).toBe(0);

  // An admin's answer reaches every tab live: the sockets of the stopped instance reconnected (with
  // the client's backoff: 1 s, 2 s, 4 s …) to the other one, which now holds one for every tab.
  await expect
    .poll(() => openSockets(survivor!.metricsPort), { timeout: 30_000, message: 'every tab has its socket on the remaining instance' })
    .toBeGreaterThanOrEqual(tabs.length);
  const admin = await browser.newContext();
  await signInAs(admin, household.people.admin);
  const answer = `Your sitter is on the way (${Date.now()})`;
  const sent = await admin.request.post(`/api/visits/${visitId}/messages`, { data: { body: answer } });
  expect(sent.status(), await sent.text()).toBe(201);
  for (const tab of tabs) await expect(tab.getByRole('region', { name: label })).toContainText(answer);
  await admin.close();
  await context.close();
});
