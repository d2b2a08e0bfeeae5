/**
 * A team ships with its own package only (decision 007 'Shipping an area'): the public area's
 * package is copied on its own into a temporary folder, beside nothing of the repository but the
 * configuration its own files extend and the checker that reads it (tsconfig.json,
 * eslint.config.mjs, lint/check.mjs) and the packages it
 * depends on (node_modules: every library, and of this repository's packages only the ones it
 * declares, shared-contracts and the shell, built; never the API). Its release command then runs
 * its typecheck, lint and tests, builds, and publishes to this worker's running server over HTTP
 * with a deploy token an admin made for that area, and the release is staged. A release whose
 * own test fails stops at its tests, and nothing is built or published.
 *
 * The first test prints how long a changed screen took to reach staging (the whole command).
 */
import type { PublishedRelease, RegistryAdminView } from '@housesit/shared-contracts';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sessionOf } from '../fixtures/admin';
import { expect, REPO, test } from '../fixtures/releases';

const AREA = 'mf-public';
/** What the area's own packages are: everything else of this repository stays out of the copy. */
const OWN_PACKAGES = ['shared-contracts', 'shell'];
/** A line the changed screen shows: the release must carry it. */
const MARKER = 'Shipped from its own package';

/** The area's package alone in `root`, with the configuration it extends and only its own dependencies. */
function areaPackageCopy(root: string): string {
  for (const file of ['tsconfig.json', 'eslint.config.mjs', 'lint/check.mjs']) cpSync(join(REPO, file), join(root, file));
  const modules = join(root, 'node_modules');
  mkdirSync(join(modules, '@housesit'), { recursive: true });
  for (const entry of readdirSync(join(REPO, 'node_modules'))) {
    if (entry === '@housesit' || entry === '.cache' || entry === '.package-lock.json') continue;
    symlinkSync(join(REPO, 'node_modules', entry), join(modules, entry));
  }
  for (const name of OWN_PACKAGES) symlinkSync(join(REPO, name), join(modules, '@housesit', name));
  const area = join(root, AREA);
  cpSync(join(REPO, AREA), area, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist|releases|\.turbo)([/\\]|$)/.test(source.slice(join(REPO, AREA).length)),
  });
  return area;
}

/** `npm run release -- …args` in `dir`; answers its exit code and everything it printed. */
function release(dir: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(
      'npm',
      ['run', 'release', '--', ...args],
      // Only what a team's terminal or CI job has: no DATABASE_URL, RELEASES_DIR or DATA_DIR of the server.
      { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
}

test.describe('shipping an area from its own package', () => {
  // The area's checks, its webpack build and the upload, twice on a loaded two-core machine.
  test.setTimeout(600_000);

  test('the release command checks, builds and stages the area on the running server', async ({ request, household, server, releases }) => {
    const root = mkdtempSync(join(tmpdir(), 'hs-ship-area-'));
    try {
      const area = areaPackageCopy(root);
      expect(existsSync(join(root, 'node_modules', '@housesit', 'api'))).toBe(false);
      const made = await request.post('/api/registry/deploy-tokens', {
        headers: sessionOf(household, household.people.admin),
        data: { name: 'public-team', remote: 'mf_public' },
      });
      expect(made.status(), await made.text()).toBe(201);
      const { secret } = (await made.json()) as { secret: string };

      // A changed screen: the privacy page says one line more.
      const started = performance.now();
      writeFileSync(
        join(area, 'src', 'exposes', 'Privacy.tsx'),
        `import type { RemoteScreenProps } from '@housesit/shared-contracts';
import { PrivacyPage } from '../features/legal';

/** mf_public/Privacy: route /privacy. */
export default function Privacy(_props: RemoteScreenProps) {
  return (
    <>
      <p>${MARKER}</p>
      <PrivacyPage />
    </>
  );
}
`,
      );

      const { code, output } = await release(area, ['--server', server.url, '--token', secret, '--stage', '--percent', '10']);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      expect(code, output).toBe(0);
      for (const step of ['npm run check', 'npm run test']) expect(output).toContain(`[release] @housesit/mf-public: ${step}`);
      const answer = JSON.parse(/^ {2}(\{"remote".*\})$/m.exec(output)?.[1] ?? 'null') as PublishedRelease | null;
      expect(answer).toMatchObject({ remote: 'mf_public', staged: true, channels: { stagingPercent: 10 } });
      expect(output).toContain(`sent to ${server.url}/api/releases/mf_public?stage=1&percent=10`);
      console.log(`[ship-area] a changed screen of ${AREA} reached staging in ${seconds} s (release command included)`);
      // Each step's time as the command printed it (checks, build, upload).
      for (const line of output.match(/^\[release\] .*\d s\)?$/gm) ?? []) console.log(`[ship-area]   ${line}`);

      const view = (await (
        await request.get('/api/registry/releases', { headers: sessionOf(household, household.people.admin) })
      ).json()) as RegistryAdminView;
      expect(view.remotes.mf_public.staging).toBe(answer!.release);
      expect((await releases.channels()).mf_public).toEqual({ stable: null, staging: answer!.release, stagingPercent: 10 });
      // What browsers load is the release just built, changed screen and all.
      const manifest = await request.get(answer!.url);
      expect(manifest.status()).toBe(200);
      const published = join(releases.folder, 'mf_public', answer!.release);
      const files = readdirSync(published, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
      expect(files.some((file) => readFileSync(join(published, file), 'utf8').includes(MARKER))).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('a release whose own test fails stops at its tests, and nothing is published', async ({ request, household, server, releases }) => {
    const root = mkdtempSync(join(tmpdir(), 'hs-ship-area-'));
    try {
      const area = areaPackageCopy(root);
      const made = await request.post('/api/registry/deploy-tokens', {
        headers: sessionOf(household, household.people.admin),
        data: { name: 'public-team', remote: 'mf_public' },
      });
      const { secret } = (await made.json()) as { secret: string };
      writeFileSync(
        join(area, 'src', 'shipping.test.ts'),
        "import { expect, it } from 'vitest';\n\nit('holds the release back', () => {\n  expect(1 + 1).toBe(3);\n});\n",
      );
      // The test above proves the command runs the area's real checks (typecheck and lint) and tests; here only
      // the stop matters, so the checks before the tests pass at once and the tests are the failing
      // one alone (the whole area's checks would add a minute and a half of a loaded machine).
      const manifestFile = join(area, 'package.json');
      const pkg = JSON.parse(readFileSync(manifestFile, 'utf8')) as { scripts: Record<string, string> };
      pkg.scripts = { ...pkg.scripts, check: 'node -e ""', test: 'vitest run src/shipping.test.ts' };
      writeFileSync(manifestFile, JSON.stringify(pkg, null, 2));
      const before = (await releases.channels()).mf_public;
      const published = () => (existsSync(join(releases.folder, 'mf_public')) ? readdirSync(join(releases.folder, 'mf_public')) : []);
      const publishedBefore = published();

      const { code, output } = await release(area, ['--server', server.url, '--token', secret, '--stage']);
      expect(code, output).not.toBe(0);
      expect(output).toContain("[release] stopped: 'npm run test' failed (exit 1) in @housesit/mf-public: nothing was built or published.");
      expect(output).not.toContain('[release] @housesit/mf-public: building the release');
      expect(existsSync(join(area, 'releases'))).toBe(false);
      expect(published()).toEqual(publishedBefore);
      expect((await releases.channels()).mf_public).toEqual(before);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
