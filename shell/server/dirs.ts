/**
 * Where the page server finds the builds it serves: the shell's and each remote's dist in the
 * repository's layout (WEB_ROOT/shell/dist, WEB_ROOT/mf-<name>/dist), and the published releases
 * (RELEASES_DIR/<remote>/<release>/, decision 007).
 */
import { RELEASE_ID_PATTERN, type RemoteName } from '@housesit/shared-contracts';
import { join } from 'node:path';

/** mf_public → mf-public: the folder each remote is built in. */
export function remoteFolder(name: RemoteName): string {
  return name.replace('_', '-');
}

export interface PageDirs {
  shellDist: string;
  remoteDist(name: RemoteName): string;
  /** A published release's folder; null for what is no release id (never a path out of the folder). */
  release(name: RemoteName, release: string): string | null;
  releasesDir: string;
}

export function pageDirs(webRoot: string, releasesDir: string): PageDirs {
  return {
    shellDist: join(webRoot, 'shell', 'dist'),
    remoteDist: (name) => join(webRoot, remoteFolder(name), 'dist'),
    release: (name, release) => (RELEASE_ID_PATTERN.test(release) ? join(releasesDir, name, release) : null),
    releasesDir,
  };
}
