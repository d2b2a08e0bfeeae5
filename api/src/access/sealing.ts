/**
 * Sealing of access details (decision 024): each record is encrypted with AES-256-GCM under a
 * random data key of its own; the data key is wrapped (AES-256-GCM) by the key-encryption key
 * (KEK) from configuration. Both bind the property id as associated data, so a sealed record
 * copied onto another property does not open. Nothing here touches the database.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Env } from '../env.js';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export interface Kek {
  /** First 16 hex digits of the key's SHA-256: stored beside each record, never the key. */
  id: string;
  key: Buffer;
}

/** The key new records are wrapped with, and the others still accepted to open older ones. */
export interface Keyring {
  current: Kek;
  others: readonly Kek[];
}

export function kekOf(key: Buffer): Kek {
  if (key.length !== KEY_BYTES) throw new Error('An access key must be 32 bytes');
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 16), key };
}

export function keyring(current: Buffer, ...others: Array<Buffer | null | undefined>): Keyring {
  return { current: kekOf(current), others: others.filter((key): key is Buffer => !!key).map(kekOf) };
}

/**
 * The configured keyring: ACCESS_KEY (and ACCESS_KEY_PREVIOUS); without ACCESS_KEY (refused by
 * env.ts in production on a server database; allowed for the embedded one-port demo) a key
 * generated once and kept in DATA_DIR/access.key.
 */
export function configuredKeyring(env: Env): Keyring {
  return keyring(env.accessKey ?? keptKey(env.accessKeyFile), env.accessKeyPrevious);
}

function keptKey(file: string): Buffer {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      // 'wx': of two processes starting at once, the second reads the first one's key.
      writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

function aad(kind: 'details' | 'key', propertyId: number): Buffer {
  return Buffer.from(`housesit:access:${kind}:${propertyId}`);
}

function encrypt(key: Buffer, plain: Buffer, associated: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associated);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decrypt(key: Buffer, sealed: string, associated: Buffer): Buffer {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(associated);
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export interface SealedRecord {
  sealed: string;
  wrappedKey: string;
  kekId: string;
}

export function seal(ring: Keyring, propertyId: number, value: unknown): SealedRecord {
  const dataKey = randomBytes(KEY_BYTES);
  try {
    return {
      sealed: encrypt(dataKey, Buffer.from(JSON.stringify(value)), aad('details', propertyId)),
      wrappedKey: encrypt(ring.current.key, dataKey, aad('key', propertyId)),
      kekId: ring.current.id,
    };
  } finally {
    dataKey.fill(0);
  }
}

export class UnknownKekError extends Error {
  override name = 'UnknownKekError';
}

function kekFor(ring: Keyring, id: string): Kek {
  const kek = [ring.current, ...ring.others].find((candidate) => candidate.id === id);
  if (!kek) throw new UnknownKekError(`No configured access key has id ${id} (set ACCESS_KEY_PREVIOUS during a rotation)`);
  return kek;
}

export function unseal(ring: Keyring, propertyId: number, record: SealedRecord): unknown {
  const dataKey = decrypt(kekFor(ring, record.kekId).key, record.wrappedKey, aad('key', propertyId));
  try {
    return JSON.parse(decrypt(dataKey, record.sealed, aad('details', propertyId)).toString('utf8')) as unknown;
  } finally {
    dataKey.fill(0);
  }
}

/** The same record with its data key wrapped by `to` instead of `from`; the sealed details are untouched. */
export function rewrap(from: Kek, to: Kek, propertyId: number, record: SealedRecord): SealedRecord {
  if (record.kekId !== from.id) throw new UnknownKekError(`The record is wrapped by ${record.kekId}, not ${from.id}`);
  const dataKey = decrypt(from.key, record.wrappedKey, aad('key', propertyId));
  try {
    return { sealed: record.sealed, wrappedKey: encrypt(to.key, dataKey, aad('key', propertyId)), kekId: to.id };
  } finally {
    dataKey.fill(0);
  }
}
