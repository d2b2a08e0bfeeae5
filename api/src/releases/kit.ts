/**
 * The kit's contract version (decision 007 'Kit version'): the one number lives in
 * shell/federation/kit.cjs. Each remote's build records the version it was built against
 * (kit.json in its output, copied into release.json); publish, stage and promote refuse a release
 * that needs a newer kit than the shell this API serves provides.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const KIT_FILE = 'kit.json';

/** The shell's KIT_VERSION under `webRoot`, or null when this deployment has no shell beside it. */
export function shellKitVersion(webRoot: string): number | null {
  const file = join(webRoot, 'shell', 'federation', 'kit.cjs');
  if (!existsSync(file)) return null;
  const { KIT_VERSION } = createRequire(import.meta.url)(file) as { KIT_VERSION?: unknown };
  return typeof KIT_VERSION === 'number' && Number.isInteger(KIT_VERSION) ? KIT_VERSION : null;
}
