/**
 * The built front ends' files:
 *   WEB_ROOT/shell/dist        at /
 *   WEB_ROOT/mf-<name>/dist    at /remotes/mf_<name>/
 *   RELEASES_DIR/mf_<name>/    at /releases/mf_<name>/ (published releases, docs/decisions/007)
 * Cache rules: files with an 8-hex-digit content hash in their name never change (immutable
 * for a year); everything else, in particular mf-manifest.json, mf-stats.json and remoteEntry.js,
 * is revalidated on every use, so a deploy is seen at once. Pages are never files: every path
 * that does not name a file is composed (pageServer.ts).
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { basename, sep } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const HASHED_NAME = /\.[0-9a-f]{8}\./;

export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.1a2b3c4d.js.gz) is cached as the file it is a copy of.
  const name = basename(filePath).replace(/\.(gz|br|zst)$/, '');
  if (name === 'index.html' || name === 'mf-manifest.json' || name === 'mf-stats.json' || name === 'remoteEntry.js') {
    return REVALIDATE;
  }
  return HASHED_NAME.test(name) ? IMMUTABLE : REVALIDATE;
}

/** A path whose last segment has an extension asks for a file, not for a page. */
export function looksLikeFile(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return /\.[A-Za-z0-9]+$/.test(last) && !last.endsWith('.html');
}

/**
 * Serves files under `root`, with the request path's `prefix` removed, adding Cache-Control
 * (`cacheControl` for every file, else by name). Only paths that name a file: a page is composed.
 */
export function serveDirectory(root: string, prefix = '', cacheControl?: string): MiddlewareHandler {
  const found = new WeakMap<Context, string>();
  let serve: MiddlewareHandler | null = null;
  return async (c, next) => {
    if (!looksLikeFile(c.req.path)) return next();
    // A build's server rendering (ssr/, decision 028) is the page server's code, not the browser's.
    if (c.req.path.split('/').includes('ssr')) return next();
    // Made on first use, so a folder built after the server started is still served.
    if (!serve) {
      if (!existsSync(root)) return next();
      serve = serveStatic({
        root,
        // The build's gzip copy of a file (federation/index.cjs precompressPlugins), when the
        // browser accepts gzip: the compress middleware leaves an encoded response alone.
        precompressed: true,
        rewriteRequestPath: prefix ? (path) => path.slice(prefix.length) || '/' : undefined,
        onFound: (path, c) => {
          found.set(c, path);
        },
      });
    }
    // An object, not a local boolean: the callback sets it, out of the type checker's sight.
    const outcome = { passed: false };
    const response = await serve(c, async () => {
      outcome.passed = true;
    });
    const filePath = found.get(c);
    if (outcome.passed || !(response instanceof Response) || !filePath) return next();
    // A symbolic link planted in the folder is never followed out of it: the file must really be there.
    if (!(await isServedFrom(root, filePath))) {
      await response.body?.cancel();
      return next();
    }
    response.headers.set('Cache-Control', cacheControl ?? cacheControlFor(filePath));
    return response;
  };
}

/** `path` is `root` or below it (both real paths). */
function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);
}

/** The file's real path (links resolved) is inside the real `root`. */
async function isServedFrom(root: string, filePath: string): Promise<boolean> {
  try {
    return isInside(await realpath(filePath), await realpath(root));
  } catch {
    return false; // gone meanwhile, or a dangling link
  }
}
