/**
 * Where photo bytes live. The database keeps the metadata (media table) and a storage key the
 * server generated; a store maps keys to bytes: the local disk (one machine, `npm start`) or an
 * S3-compatible object store (s3Store.ts) that every API instance shares.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';

export interface MediaStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the bytes (nothing happens when the key is unknown). */
  delete(key: string): Promise<void>;
  /**
   * Removes half-written files last changed before `olderThan` (a store whose writes are atomic,
   * like S3's PUT, has none and leaves this out).
   */
  sweepPartials?(olderThan: Date): Promise<number>;
}

/** Keys are server-made: segments of letters, digits, '-', '_' and '.', joined by '/'. */
const KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Invalid media storage key: ${key}`);
  }
}

export class LocalDiskMediaStore implements MediaStore {
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = resolve(rootDir);
  }

  private pathFor(key: string): string {
    assertStorageKey(key);
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid media storage key: ${key}`);
    return path;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathFor(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${path}.${randomUUID()}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, path);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathFor(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  async sweepPartials(olderThan: Date): Promise<number> {
    let removed = 0;
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.partial')) continue;
      const path = join(entry.parentPath, entry.name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtime < olderThan) {
        await rm(path, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
