/**
 * Password hashing with scrypt (N=2^17, r=8, p=1: OWASP's recommendation), async so a hash
 * does not block the event loop. The stored string names its own parameters
 * (`scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`), so parameters can be raised later and old hashes
 * still verify.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { LanedSlots, type HashLane } from './slots.js';

export interface ScryptParams {
  /** log2 of the cost N. */
  logN: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

/** The lowest cost PASSWORD_HASH_COST may ask for (tests only; production refuses any but the default). */
export const LOWEST_TEST_LOG_N = 10;

/**
 * The cost new hashes and the unknown-account check use in this process. Production's always
 * (env.ts refuses PASSWORD_HASH_COST there); a test process lowers it, since a hash at the real
 * cost takes about 0.4 s of a core and the brute-force tests alone made hundreds. Hashes name
 * their own cost, so any stored hash still verifies whatever this is.
 */
let processScrypt: ScryptParams = DEFAULT_SCRYPT;
/** The unknown-account check's hash (verifyAgainstDummy), made once at the process's cost. */
let dummyHash: Promise<string> | null = null;

export function setPasswordHashCost(logN: number): void {
  if (logN === processScrypt.logN) return;
  processScrypt = { ...DEFAULT_SCRYPT, logN };
  dummyHash = null;
}

export function passwordHashCost(): ScryptParams {
  return processScrypt;
}
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

/**
 * Every scrypt in this process takes one of these slots: at the production cost each needs
 * 128 MiB and a core for a few hundred ms, so unbounded hashing in parallel (a burst of
 * sign-ins) ran the API out of memory and CPU. Two fit the 2-core machines this runs on; more
 * callers wait in order (signIn.ts bounds how many may wait, and how many per address and
 * network). A third is kept for sign-ins from a browser with the account's device cookie
 * (decision 008), so a burst of anonymous guesses can never make the owner wait behind it.
 */
export const scryptSlots = new LanedSlots(2, 1);

function derive(password: string, salt: Buffer, params: ScryptParams, lane: HashLane = 'anyone'): Promise<Buffer> {
  return scryptSlots.run(() => deriveNow(password, salt, params), lane);
}

function deriveNow(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below that for N=2^17.
    maxmem: 256 * N * params.r,
  };
  return new Promise((resolvePromise, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolvePromise(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = processScrypt): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return [PREFIX, params.logN, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * False for a wrong password and for a stored value that is not one of our hashes. `lane` is
 * `known` only for a sign-in carrying the account's valid device cookie.
 */
export async function verifyPassword(password: string, stored: string, lane: HashLane = 'anyone'): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [, logN, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (![params.logN, params.r, params.p].every((n) => Number.isInteger(n) && n > 0) || params.logN > 20) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params, lane);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Spends the same time as a real check when the username is unknown, so response time does
 * not tell whether an account exists. The dummy hash is made once, at the process's cost.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
