import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { e2eEnv } from '../env';

/**
 * Secrets never reach the browser: the built shell and remotes (scripts, HTML, CSS, manifests and
 * source maps) must not contain a server setting's name or value, a provider token, or the demo
 * password; and no provider token is committed to the repository. These read files only: no
 * server, browser or clock.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUNDLE_DIRS = ['shell', 'mf-public', 'mf-homeowner', 'mf-sitter', 'mf-admin'].map((name) => join(ROOT, name, 'dist'));

/** Settings only the API reads (api/src/env.ts); their names in a bundle mean server config leaked into it. */
const SERVER_SETTINGS = ['DATABASE_URL', 'POLAR_ACCESS_TOKEN', 'POLAR_WEBHOOK_SECRET', 'ADMIN_PASSWORD'];
/** Shapes of real credentials: Polar access tokens and Standard Webhooks secrets. */
const TOKEN_PATTERNS = [/polar_(?:oat|pat|at)_[A-Za-z0-9]{8,}/, /whsec_[A-Za-z0-9+/=]{16,}/];
/** The seeded demo's password (api/src/seed/demo.ts): in a bundle, it would sign anyone in to every demo account. */
const DEMO_PASSWORD = 'housesit-demo';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Values of secret-looking settings in this environment (CI's DATABASE_URL among them). */
function configuredSecrets(): string[] {
  const values = Object.entries(process.env)
    .filter(([name, value]) => /SECRET|TOKEN|PASSWORD|DATABASE_URL/.test(name) && value && value.length >= 8)
    .map(([, value]) => value as string);
  if (e2eEnv.databaseUrl) values.push(e2eEnv.databaseUrl);
  return values;
}

test.describe('secrets', () => {
  test('the built bundles carry no server setting, token or demo password', () => {
    const files = BUNDLE_DIRS.flatMap(filesUnder);
    expect(files.length, 'the production build exists').toBeGreaterThan(20);
    const needles = [...SERVER_SETTINGS, ...configuredSecrets(), DEMO_PASSWORD];
    const findings: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'latin1');
      for (const needle of needles) if (text.includes(needle)) findings.push(`${relative(ROOT, file)}: ${needle.slice(0, 12)}…`);
      for (const pattern of TOKEN_PATTERNS) if (pattern.test(text)) findings.push(`${relative(ROOT, file)}: ${pattern}`);
    }
    expect(findings).toEqual([]);
  });

  test('no provider token is committed', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
    const findings = tracked.filter((file) => {
      if (/\.(png|jpe?g|gif|webp|ico|woff2?)$/i.test(file)) return false;
      const text = readFileSync(join(ROOT, file), 'latin1');
      return TOKEN_PATTERNS.some((pattern) => pattern.test(text));
    });
    expect(findings).toEqual([]);
  });
});
