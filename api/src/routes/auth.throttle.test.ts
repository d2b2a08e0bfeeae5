/**
 * Brute-force limits of POST /api/auth/login and /register (auth/throttle.ts): per account and
 * per client address, counted in the database so a restarted or second API instance keeps them.
 */
import { API_ERRORS } from '@housesit/shared-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { hashPassword, scryptSlots } from '../auth/passwords.js';
import {
  LOGIN_ACCOUNT_RULE,
  LOGIN_DEVICE_RULE,
  LOGIN_IP_RULE,
  LOGIN_NETWORK_RULE,
  REGISTER_IP_RULE,
  SIGNIN_QUEUE_PER_ADDRESS,
  SIGNIN_QUEUE_PER_NETWORK,
  SIGNIN_QUEUE_TOTAL,
  ipKey,
  networkKey,
} from '../auth/throttle.js';
import { checksByAddress, checksByNetwork } from '../auth/signIn.js';
import { users } from '../db/schema.js';
import { insertUser, TEST_PASSWORD } from '../test/fixtures.js';
import { connectAgain, createTestApp, resetDatabase, type TestApp, type TestDatabase } from '../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A request as it arrives on a socket from `ip` (what getConnInfo reads on @hono/node-server). */
/** Hono answers `Response | Promise<Response>`; always a promise here, so Promise.all waits on each. */
async function fromIp(app: TestApp, ip: string, path: string, json: unknown, cookie?: string): Promise<Response> {
  return await app.app.request(
    `http://localhost${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(json) },
    { incoming: { socket: { remoteAddress: ip, remotePort: 50000, remoteFamily: ip.includes(':') ? 'IPv6' : 'IPv4' } } },
  );
}

const login = (username: string, password: string, ip = '198.51.100.1', app = t, cookie?: string) =>
  fromIp(app, ip, '/api/auth/login', { username, password }, cookie);

/** The device cookie a successful sign-in set, as a Cookie header (the session left out). */
function deviceCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('housesit_device='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

async function expectThrottled(response: Response) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({
    code: 'auth.login_throttled',
    message: API_ERRORS.loginThrottled,
    retryAfterSeconds: expect.any(Number),
  });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_ACCOUNT_RULE.windowMs / 1000);
  expect(response.headers.getSetCookie()).toEqual([]);
}

describe('failed sign-ins per account', () => {
  beforeAll(async () => {
    await resetDatabase(t.db);
    await insertUser(t.db, { username: 'victim' });
  });

  it('refuses the account for 10 minutes after 10 failures, even with the right password, to browsers that never signed in to it', async () => {
    const start = t.clock.now();
    try {
      // Each attempt from its own address: only the account counter can stop them.
      for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i += 1)
        expect((await login('victim', `guess ${i}`, `203.0.113.${i + 1}`)).status).toBe(401);
      await expectThrottled(await login('VICTIM', TEST_PASSWORD, '203.0.113.99'));

      t.clock.advance(LOGIN_ACCOUNT_RULE.windowMs - 2000);
      await expectThrottled(await login('victim', TEST_PASSWORD, '203.0.113.98'));
      t.clock.advance(2000);
      expect((await login('victim', TEST_PASSWORD, '203.0.113.97')).status).toBe(200);
    } finally {
      t.clock.set(start);
    }
  });

  // Failed before decision 008's device cookies: 10 guesses locked the owner out everywhere.
  it('still lets the owner in from a browser that signed in before, while guessers are locked out', async () => {
    await insertUser(t.db, { username: 'owner' });
    const earlier = await login('owner', TEST_PASSWORD, '203.0.113.50');
    expect(earlier.status).toBe(200);
    const device = deviceCookieOf(earlier);
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i += 1)
      expect((await login('owner', `guess ${i}`, `203.0.113.${60 + i}`)).status).toBe(401);
    await expectThrottled(await login('owner', TEST_PASSWORD, '203.0.113.51'));
    // From another network too: the cookie, not the address, is what is known.
    expect((await login('owner', TEST_PASSWORD, '203.0.113.52', t, device)).status).toBe(200);
    // The cookie names its account: it does not open the lock of another one.
    await insertUser(t.db, { username: 'neighbour' });
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i += 1) await login('neighbour', `guess ${i}`, `203.0.113.${80 + i}`);
    await expectThrottled(await login('neighbour', TEST_PASSWORD, '203.0.113.50', t, device));
  });

  it('gives a known browser only its own 10 guesses, and forgets it when the password changes', async () => {
    const owner = await insertUser(t.db, { username: 'cautious' });
    const device = deviceCookieOf(await login('cautious', TEST_PASSWORD, '203.0.113.100'));
    for (let i = 0; i < LOGIN_DEVICE_RULE.limit; i += 1)
      expect((await login('cautious', `guess ${i}`, '203.0.113.100', t, device)).status).toBe(401);
    await expectThrottled(await login('cautious', TEST_PASSWORD, '203.0.113.100', t, device));
    // A new password hash voids every device cookie of the account.
    const fresh = deviceCookieOf(await login('cautious', TEST_PASSWORD, '203.0.113.101'));
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('another password', { logN: 10, r: 8, p: 1 }) })
      .where(eq(users.id, owner.id));
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i += 1) await login('cautious', `guess ${i}`, `203.0.113.${110 + i}`);
    await expectThrottled(await login('cautious', 'another password', '203.0.113.101', t, fresh));
  });

  it('answers an unknown account exactly like a real one', async () => {
    const real: Response[] = [];
    const unknown: Response[] = [];
    await insertUser(t.db, { username: 'realone' });
    for (let i = 0; i <= LOGIN_ACCOUNT_RULE.limit; i += 1) {
      real.push(await login('realone', 'wrong', `192.0.2.${i + 1}`));
      unknown.push(await login('no-such-user', 'wrong', `192.0.2.${i + 101}`));
    }
    expect(real.map((r) => r.status)).toEqual(unknown.map((r) => r.status));
    expect(real.at(-1)!.status).toBe(429);
    expect(await real.at(-1)!.json()).toEqual(await unknown.at(-1)!.json());
    expect(await real[0]!.json()).toEqual(await unknown[0]!.json());
  }, 120_000); // an unknown name costs a real scrypt hash each time

  it('starts again from zero after a successful sign-in', async () => {
    await insertUser(t.db, { username: 'forgetful' });
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit - 1; i += 1)
      expect((await login('forgetful', 'nope', `198.18.0.${i + 1}`)).status).toBe(401);
    expect((await login('forgetful', TEST_PASSWORD, '198.18.1.1')).status).toBe(200);
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i += 1) expect((await login('forgetful', 'nope', `198.18.2.${i + 1}`)).status).toBe(401);
    expect((await login('forgetful', 'nope', '198.18.3.1')).status).toBe(429);
  });

  it('lets no more than the limit through when the guesses arrive all at once', async () => {
    await insertUser(t.db, { username: 'burst' });
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => login('burst', `guess ${i}`, `198.19.0.${i + 1}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_ACCOUNT_RULE.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - LOGIN_ACCOUNT_RULE.limit);
  });
});

describe('failed sign-ins per address', () => {
  beforeAll(async () => {
    await resetDatabase(t.db);
    await insertUser(t.db, { username: 'bystander' });
  });
  // Most of these come from 198.51.100.0/24: each starts with its network's counter at zero.
  beforeEach(async () => {
    await t.db.execute(sql`delete from rate_limits`);
  });

  it('refuses an address after its limit of failures across any accounts; other addresses are unaffected', async () => {
    for (let i = 0; i < LOGIN_IP_RULE.limit; i += 1) expect((await login(`target${i}`, 'wrong', '198.51.100.7')).status).toBe(401);
    await expectThrottled(await login('bystander', TEST_PASSWORD, '198.51.100.7'));
    expect((await login('bystander', TEST_PASSWORD, '198.51.100.8')).status).toBe(200);
  }, 120_000);

  // Failed before: an office behind one address was locked out by anyone in it.
  it('lets people who signed in before from that address in while it is refused', async () => {
    await insertUser(t.db, { username: 'colleague' });
    const device = deviceCookieOf(await login('colleague', TEST_PASSWORD, '198.51.100.20'));
    for (let i = 0; i < LOGIN_IP_RULE.limit; i += 1) expect((await login(`stranger${i}`, 'wrong', '198.51.100.20')).status).toBe(401);
    await expectThrottled(await login('colleague', TEST_PASSWORD, '198.51.100.20'));
    expect((await login('colleague', TEST_PASSWORD, '198.51.100.20', t, device)).status).toBe(200);
  }, 120_000);

  // Failed before (all 30 were hashed): the address was read before the check and written after.
  it('hashes no more than the limit when 30 guesses from one address arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(`made-up-${i}`, 'guess', '198.51.100.30')));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_IP_RULE.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LOGIN_IP_RULE.limit);
  }, 120_000);

  // Failed before: every request's scrypt ran at once (693 MB, 178 s for a valid user).
  it('runs at most two password checks at once in the process, whatever the number of addresses', async () => {
    scryptSlots.peak = 0;
    // Twelve accounts (one account takes at most its limit of parallel attempts), from twelve
    // networks (one network's checks take turns).
    const names = Array.from({ length: 12 }, (_, i) => `parallel${i}`);
    for (const username of names) await insertUser(t.db, { username });
    const answers = await Promise.all(names.map((username, i) => login(username, TEST_PASSWORD, `10.0.${i + 1}.1`)));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(12).fill(200));
    expect(scryptSlots.peak).toBe(scryptSlots.shared);
    expect(scryptSlots.shared).toBe(2);
  });

  /** Takes both hashing slots of the process until the answer is called. */
  function holdHashing(): () => Promise<void> {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = [scryptSlots.run(() => gate), scryptSlots.run(() => gate)];
    return async () => {
      release();
      await Promise.all(held);
    };
  }

  async function until(condition: () => boolean) {
    await vi.waitFor(() => expect(condition()).toBe(true), { timeout: 20_000, interval: 10 });
  }

  async function expectBusy(response: Response, status: number, code: string) {
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code, message: API_ERRORS.loginBusy, retryAfterSeconds: 1 });
    expect(response.headers.get('retry-after')).toBe('1');
  }

  // Failed before the per-address queue was bounded: every request of a burst waited, holding
  // its connection and memory.
  it('refuses at once, 429 auth.login_address_busy, a check beyond what one address may have waiting', async () => {
    const names = Array.from({ length: 4 }, (_, i) => `queued${i}`);
    for (const username of names) await insertUser(t.db, { username });
    const release = holdHashing();
    const waiting = Array.from({ length: SIGNIN_QUEUE_PER_ADDRESS }, (_, i) =>
      login(names[i % names.length]!, TEST_PASSWORD, '198.51.100.40'),
    );
    await until(() => checksByAddress.holders('198.51.100.40') === SIGNIN_QUEUE_PER_ADDRESS);
    await expectBusy(await login('queued0', TEST_PASSWORD, '198.51.100.40'), 429, 'auth.login_address_busy');
    // Another address still waits its turn.
    const other = login('queued1', TEST_PASSWORD, '198.51.100.41');
    await release();
    // The queued ones take turns, each right one given back before the next is counted.
    expect((await Promise.all(waiting)).map((r) => r.status)).toEqual(Array<number>(SIGNIN_QUEUE_PER_ADDRESS).fill(200));
    expect((await other).status).toBe(200);
  }, 120_000);

  it('refuses at once, 503 auth.login_busy, a check beyond what may wait for hashing in the process', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `crowd${i}`);
    for (const username of names) await insertUser(t.db, { username });
    const release = holdHashing();
    // From as many networks (the addresses of one network take turns before they reach the queue).
    const waiting = Array.from({ length: SIGNIN_QUEUE_TOTAL }, (_, i) => login(names[i % names.length]!, TEST_PASSWORD, `10.1.${i + 1}.1`));
    await until(() => scryptSlots.waiting === SIGNIN_QUEUE_TOTAL);
    await expectBusy(await login('crowd0', TEST_PASSWORD, '198.18.9.1'), 503, 'auth.login_busy');
    await release();
    expect((await Promise.all(waiting)).map((r) => r.status)).toEqual(Array<number>(SIGNIN_QUEUE_TOTAL).fill(200));
  }, 120_000);

  it('counts an IPv6 client per /64, and an IPv4 client behind ::ffff: as itself', () => {
    expect(ipKey('2001:db8:1:2:aaaa::1')).toBe(ipKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(ipKey('2001:db8:1:2::1')).not.toBe(ipKey('2001:db8:1:3::1'));
    expect(ipKey('::ffff:192.0.2.4')).toBe('192.0.2.4');
    expect(ipKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4 client per /24 and an IPv6 client per /48 for its network', () => {
    expect(networkKey('198.51.100.7')).toBe(networkKey('198.51.100.250'));
    expect(networkKey('198.51.100.7')).not.toBe(networkKey('198.51.101.7'));
    expect(networkKey('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(networkKey('2001:db8:1:2::1')).toBe(networkKey('2001:0db8:0001:ffff::1'));
    expect(networkKey('2001:db8:1:2::1')).not.toBe(networkKey('2001:db8:2:2::1'));
  });

  // Failed before: each address stayed under its own limit, so a network's few dozen addresses
  // guessed on without one.
  it('refuses a network after its limit of failures across its addresses, but not a browser that signed in before', async () => {
    const names = Array.from({ length: 7 }, (_, i) => `netguess${i}`);
    for (const username of names) await insertUser(t.db, { username });
    await insertUser(t.db, { username: 'campus' });
    const device = deviceCookieOf(await login('campus', TEST_PASSWORD, '198.51.103.250'));
    // Two failures from each of 30 addresses of 198.51.103.0/24: each far under its own limit.
    for (let i = 0; i < LOGIN_NETWORK_RULE.limit; i += 1)
      expect((await login(names[i % names.length]!, 'wrong', `198.51.103.${(i % 30) + 1}`)).status).toBe(401);
    await expectThrottled(await login('campus', TEST_PASSWORD, '198.51.103.99'));
    expect((await login('campus', TEST_PASSWORD, '198.51.103.99', t, device)).status).toBe(200);
    expect((await login('campus', TEST_PASSWORD, '198.51.104.99')).status).toBe(200);
  });

  // Failed before: the addresses of one network queued on their own, so a few dozen of them
  // filled the process's queue.
  it('refuses at once, 429 auth.login_address_busy, an address beyond what one network may have waiting', async () => {
    const names = Array.from({ length: 4 }, (_, i) => `netqueued${i}`);
    for (const username of names) await insertUser(t.db, { username });
    const release = holdHashing();
    const waiting = Array.from({ length: SIGNIN_QUEUE_PER_NETWORK }, (_, i) =>
      login(names[i % names.length]!, TEST_PASSWORD, `198.51.105.${i + 1}`),
    );
    try {
      await until(() => checksByNetwork.holders(networkKey('198.51.105.1')) === SIGNIN_QUEUE_PER_NETWORK);
      await expectBusy(await login('netqueued0', TEST_PASSWORD, '198.51.105.200'), 429, 'auth.login_address_busy');
      // One check of the network waits for a hashing slot; the others wait for the network's turn.
      expect(scryptSlots.waiting).toBe(1);
    } finally {
      await release();
    }
    expect((await Promise.all(waiting)).map((r) => r.status)).toEqual(Array<number>(SIGNIN_QUEUE_PER_NETWORK).fill(200));
  });

  // Failed before (the penetration test: 70 addresses with one wrong sign-in each): the owner's
  // right password from the browser they always use answered 503 auth.login_busy at once.
  it('lets a browser that signed in before in at once while anonymous checks fill the queue', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `crowded${i}`);
    for (const username of names) await insertUser(t.db, { username });
    await insertUser(t.db, { username: 'regular' });
    const device = deviceCookieOf(await login('regular', TEST_PASSWORD, '10.2.0.1'));
    const release = holdHashing();
    const burst = Array.from({ length: SIGNIN_QUEUE_TOTAL }, (_, i) => login(names[i % names.length]!, 'wrong', `10.3.${i + 1}.1`));
    try {
      await until(() => scryptSlots.waiting === SIGNIN_QUEUE_TOTAL);
      await expectBusy(await login('regular', TEST_PASSWORD, '10.3.200.1'), 503, 'auth.login_busy');
      // Checked beside the burst's held checks, even from an address of the burst.
      expect((await login('regular', TEST_PASSWORD, '10.3.1.1', t, device)).status).toBe(200);
      expect(scryptSlots.waiting).toBe(SIGNIN_QUEUE_TOTAL);
    } finally {
      await release();
    }
    expect((await Promise.all(burst)).map((r) => r.status)).toEqual(Array<number>(SIGNIN_QUEUE_TOTAL).fill(401));
  });

  // Failed before: the owner's check waited behind every check queued before it (27.6 s in the
  // penetration test, 40 addresses with 3 wrong sign-ins each), and behind their own address's.
  it('does not make a browser that signed in before wait behind the checks queued before it', async () => {
    const names = Array.from({ length: 4 }, (_, i) => `queuedahead${i}`);
    for (const username of names) await insertUser(t.db, { username });
    await insertUser(t.db, { username: 'patient' });
    const device = deviceCookieOf(await login('patient', TEST_PASSWORD, '10.5.0.1'));
    const release = holdHashing();
    // A noisy neighbour on the owner's own address, and others from elsewhere.
    const ahead = [
      ...Array.from({ length: 4 }, (_, i) => login(names[i]!, 'wrong', '10.5.0.1')),
      ...Array.from({ length: 12 }, (_, i) => login(names[i % names.length]!, 'wrong', `10.6.${i + 1}.1`)),
    ];
    try {
      await until(() => scryptSlots.waiting === 13 && checksByAddress.holders('10.5.0.1') === 4);
      let answered = 0;
      void login('patient', TEST_PASSWORD, '10.5.0.1', t, device).then((r) => (answered = r.status));
      // While the shared slots are still held.
      await until(() => answered === 200);
    } finally {
      await release();
    }
    expect((await Promise.all(ahead)).map((r) => r.status)).toEqual(Array<number>(16).fill(401));
  });

  it('does not count correct sign-ins against the address, even many at once', async () => {
    for (let i = 0; i < LOGIN_IP_RULE.limit + 5; i += 1) expect((await login('bystander', TEST_PASSWORD, '198.51.100.9')).status).toBe(200);
    // A classroom signing in at once from one network, each to their own account.
    const names = Array.from({ length: LOGIN_IP_RULE.limit + 5 }, (_, i) => `pupil${i}`);
    for (const username of names) await insertUser(t.db, { username });
    const together = await Promise.all(names.map((username) => login(username, TEST_PASSWORD, '198.51.100.10')));
    expect(together.map((r) => r.status)).toEqual(Array<number>(LOGIN_IP_RULE.limit + 5).fill(200));
  });
});

describe('limits kept in the database', () => {
  let second: TestDatabase;
  let restarted: TestApp;
  beforeAll(async () => {
    await resetDatabase(t.db);
    await insertUser(t.db, { username: 'steady' });
    second = await connectAgain(t.database);
    // Another API process on the same database (after a restart, or beside this one).
    restarted = await createTestApp({ database: second, clock: t.clock });
  });
  afterAll(async () => {
    await restarted.close();
    await second.close();
  });

  it('holds on a second instance for sign-ins', async () => {
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i += 1) expect((await login('steady', 'wrong', `100.64.0.${i + 1}`)).status).toBe(401);
    await expectThrottled(await login('steady', TEST_PASSWORD, '100.64.1.1', restarted));
  });

  it('holds on a second instance for registrations', async () => {
    const register = (app: TestApp, n: number) =>
      fromIp(app, '100.64.9.9', '/api/auth/register', {
        username: `signup${n}`,
        email: `signup${n}@example.com`,
        password: 'secret-pass',
        firstName: 'Sign',
        lastName: 'Up',
      });
    for (let n = 0; n < REGISTER_IP_RULE.limit; n += 1) expect((await register(n % 2 ? restarted : t, n)).status).toBe(201);
    const refused = await register(restarted, 99);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'auth.registration_throttled', message: API_ERRORS.registrationThrottled });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address may still sign up.
    expect(
      (
        await fromIp(t, '100.64.9.10', '/api/auth/register', {
          username: 'other_signup',
          email: 'o@example.com',
          password: 'secret-pass',
          firstName: 'O',
          lastName: 'S',
        })
      ).status,
    ).toBe(201);
  }, 120_000); // 21 real scrypt hashes
});
