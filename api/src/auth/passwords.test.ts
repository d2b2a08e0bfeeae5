import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { hashedAtCost } from '../test/fixtures.js';
import { DEFAULT_SCRYPT, hashPassword, passwordHashCost, setPasswordHashCost, verifyAgainstDummy, verifyPassword } from './passwords.js';

const testCost = passwordHashCost().logN;
afterEach(() => setPasswordHashCost(testCost));

describe('password hashes', () => {
  it("hash at OWASP's scrypt cost by default (N=2^17, r=8, p=1), and verify", async () => {
    expect(DEFAULT_SCRYPT).toEqual({ logN: 17, r: 8, p: 1 });
    const stored = await hashPassword('correct horse battery', DEFAULT_SCRYPT);
    expect(stored).toMatch(hashedAtCost(17));
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
  });

  it("take the process's cost for new hashes, and still verify a hash made at another", async () => {
    setPasswordHashCost(11);
    const cheaper = await hashPassword('a password');
    expect(cheaper).toMatch(hashedAtCost(11));
    setPasswordHashCost(12);
    expect(await hashPassword('a password')).toMatch(hashedAtCost(12));
    expect(await verifyPassword('a password', cheaper)).toBe(true);
    expect(await verifyAgainstDummy('a password')).toBe(false);
  });

  it('run at the production cost unless a test asks for less, which production refuses', () => {
    expect(loadEnv({}).passwordHashCost).toBe(17);
    expect(loadEnv({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(() => loadEnv({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST must be a whole number from 10 to 17/);
    expect(() => loadEnv({ PASSWORD_HASH_COST: '18' })).toThrow(/PASSWORD_HASH_COST must be a whole number from 10 to 17/);
    expect(() => loadEnv({ NODE_ENV: 'production', PAYMENTS: 'sandbox', PASSWORD_HASH_COST: '10' })).toThrow(
      /PASSWORD_HASH_COST: PASSWORD_HASH_COST below 17 is for tests only/,
    );
    expect(loadEnv({ NODE_ENV: 'production', PAYMENTS: 'sandbox', PASSWORD_HASH_COST: '17' }).passwordHashCost).toBe(17);
  });
});
