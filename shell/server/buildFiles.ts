/**
 * The JSON files a build writes beside its bundle (page-manifest.json, prerender.json,
 * boot-scripts.json, a remote's mf-manifest.json), read again only when the file changes: a dist
 * rebuilt under a running server is used at once.
 */
import { readFileSync, statSync } from 'node:fs';

export interface BuildFile<T> {
  /** Changes whenever the file does: part of the key of what is composed from it. */
  stamp: string;
  data: T;
}

/** What changes whenever `file` does (a rewrite in place or a new file); null when there is no such file. */
export function fileStamp(file: string): string | null {
  try {
    const stat = statSync(file);
    return `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    return null;
  }
}

/** A reader of `file` as `parse` makes it; null when the file is missing or `parse` refuses it. */
export function buildFileReader<T>(parse: (json: unknown) => T | null, onUnreadable?: (file: string, error: Error) => void) {
  const cache = new Map<string, { stamp: string; data: T | null }>();
  return (file: string): BuildFile<T> | null => {
    const stamp = fileStamp(file);
    if (stamp === null) return null;
    let entry = cache.get(file);
    if (entry?.stamp !== stamp) {
      let data: T | null = null;
      try {
        data = parse(JSON.parse(readFileSync(file, 'utf8')));
      } catch (error) {
        onUnreadable?.(file, error as Error);
      }
      entry = { stamp, data };
      cache.set(file, entry);
    }
    return entry.data === null ? null : { stamp, data: entry.data };
  };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
