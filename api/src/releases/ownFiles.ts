/**
 * A release folder holds only its own files: plain files and folders. A symbolic link in it (or a
 * device, a socket) would let the server hand out whatever that link points at, the mailbox or the
 * database say, once the release is served; and a file that only links inside the folder today can
 * be re-pointed tomorrow. So a release with anything else in it is refused, naming the entry.
 */
import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Why `folder` is not made only of its own files (the first entry found), or null when it is. */
export function foreignEntry(folder: string): string | null {
  if (lstatSync(folder).isSymbolicLink()) return `${folder} is a symbolic link, not a release folder`;
  const root = realpathSync(folder);
  const pending = [folder];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const shown = relative(folder, path);
      const stat = lstatSync(path);
      if (stat.isSymbolicLink()) return `${shown} is a symbolic link`;
      if (!stat.isFile() && !stat.isDirectory()) return `${shown} is not a plain file`;
      if (!isInside(realpathSync(path), root)) return `${shown} resolves outside the release folder`;
      if (stat.isDirectory()) pending.push(path);
    }
  }
  return null;
}

/** `path` is `root` or below it (both real paths). */
export function isInside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);
}
