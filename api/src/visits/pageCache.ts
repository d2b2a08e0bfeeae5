/**
 * Pages this API instance has built (visit lists, the admin stats), kept for as long as they
 * are provably current, so a repeated read costs the session statement and nothing else.
 *
 * Current means two things (decision 010):
 * - the data: each entry carries the `visit_data_version` its request read with the session;
 *   every write to what a page shows bumps that version in the writer's transaction, so an
 *   entry is served only to a request that read the same version. Nothing is kept that another
 *   instance could change unseen, and nothing needs invalidating by hand.
 * - the clock: a list filtered by `when` changes as scheduled dates pass, and stats count
 *   "today". An entry says until when it holds (`validUntilMs`) and is not served after that.
 */
import { LRUCache } from 'lru-cache';

interface Entry {
  version: number;
  validUntilMs: number;
  json: string;
}

export interface BuiltPage<T extends string> {
  json: T;
  /** The moment the page may stop being true without any write; Infinity when it never does. */
  validUntilMs: number;
}

export class PageCache {
  /** Null when the cache is off: every request builds its page. */
  private readonly entries: LRUCache<string, Entry> | null;

  /** `maxMegabytes` of JSON text at most (least recently used pages go first); 0 = off. */
  constructor(maxMegabytes: number) {
    this.entries =
      maxMegabytes > 0
        ? new LRUCache<string, Entry>({ maxSize: maxMegabytes * 1024 * 1024, sizeCalculation: (entry) => Math.max(1, entry.json.length) })
        : null;
  }

  /**
   * The page under `key` for a request that read `version` at `nowMs`: from the cache when an
   * entry of that version still holds, otherwise built by `build` and kept.
   * `version` null (no version read, e.g. no session) always builds and keeps nothing.
   */
  async get<T extends string>(key: string, version: number | null, nowMs: number, build: () => Promise<BuiltPage<T>>): Promise<T> {
    if (version === null || !this.entries) return (await build()).json;
    const found = this.entries.get(key);
    if (found && found.version === version && nowMs < found.validUntilMs) return found.json as T;
    const page = await build();
    const current = this.entries.peek(key);
    // A slower request that read an older version must not replace a newer page.
    if (!current || current.version <= version) {
      this.entries.set(key, { version, validUntilMs: page.validUntilMs, json: page.json });
    }
    return page.json;
  }

  /** How many pages are held (tests and diagnostics). */
  get size(): number {
    return this.entries?.size ?? 0;
  }
}
