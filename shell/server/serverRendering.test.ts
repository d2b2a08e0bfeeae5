// @vitest-environment node
import { CONTRACT_VERSION, REMOTE_NAMES, type RuntimeRegistry, type User } from '@housesit/shared-contracts';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageDirs, type PageDirs } from './dirs.js';
import { SERVER_RENDER_FILE, serverRendering, type RenderFailure, type SignedInScreen } from './serverRendering.js';

// The builds' ssr/render.cjs as small CommonJS files: what the page server does with any bundle.
const FRAME = `exports.renderFrame = async (input) => ({ before: '<nav>' + input.user.username + '</nav><main>', after: '</main>', css: '.nav{}' });`;
// Each bundle runs in a worker thread: it notes each time it is loaded in a file.
let loadLog = '';
const screenBundle = (body: string) =>
  `require('node:fs').appendFileSync(${JSON.stringify(loadLog)}, 'loaded\\n');
exports.serverRendering = { paths: ['/dashboard'], renderScreen: async (input) => { ${body} } };`;
const SCREEN = () =>
  screenBundle("return { html: '<h1>Hello ' + input.user.username + ' ' + JSON.stringify(input.answers) + '</h1>', css: '.h{}' };");

const registry = (release?: string, channel = 'stable'): RuntimeRegistry => {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { entry: `/remotes/${name}/mf-manifest.json`, version: '1', channel: 'stable' }]),
  ) as RuntimeRegistry['remotes'];
  remotes.mf_homeowner = { ...remotes.mf_homeowner, channel: channel as 'stable', ...(release ? { release } : {}) };
  return { contractVersion: CONTRACT_VERSION, apiOrigin: null, environment: 'test', remotes };
};
const OWNER = { id: 7, role: 'homeowner', username: 'owner' } as User;
const screen = (reg = registry()): SignedInScreen => ({
  path: '/dashboard',
  user: OWNER,
  registry: reg,
  remote: 'mf_homeowner',
  answers: { '/api/user/stats': { visits: 2 } },
  pageUrl: 'https://housesit.example/dashboard',
  now: new Date(),
});
const loads = async () => (await readFile(loadLog, 'utf8').catch(() => '')).split('\n').filter(Boolean).length;

let webRoot: string;
let dirs: PageDirs;
async function put(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}
const distBundle = () => join(dirs.remoteDist('mf_homeowner'), SERVER_RENDER_FILE);
const releaseBundle = (release: string) => join(dirs.releasesDir, 'mf_homeowner', release, SERVER_RENDER_FILE);

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'hs-server-render-'));
  loadLog = join(webRoot, 'loads.log');
  dirs = pageDirs(webRoot, join(webRoot, 'releases'));
  await put(join(dirs.shellDist, SERVER_RENDER_FILE), FRAME);
  await put(distBundle(), SCREEN());
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});

describe("a signed-in screen's server rendering", () => {
  it("renders the visitor's screen with the page's answers inside the shell's frame, as the page the shell takes over", async () => {
    const html = await serverRendering({ dirs }).render(screen());
    expect(html).toContain('<div id="server-page" data-path="/dashboard" data-signed-in="">');
    expect(html).toContain('<nav>owner</nav><main><h1>Hello owner {"/api/user/stats":{"visits":2}}</h1></main></div>');
    expect(html).toContain('<style data-server-page>.nav{}.h{}</style>');
    // The app renders hidden behind it until it has its own screen with the data.
    expect(html).toContain('#server-page ~ #root { display: none; }');
  });

  it("renders from the visitor's release of the area, not the build's", async () => {
    await put(releaseBundle('r-2030-01'), screenBundle("return { html: '<h1>release two</h1>', css: '' };"));
    const html = await serverRendering({ dirs }).render(screen(registry('r-2030-01')));
    expect(html).toContain('<h1>release two</h1>');
  });

  it('leaves a screen the release does not render, or a release built without server rendering, to the browser, without counting a failure', async () => {
    const failures: RenderFailure[] = [];
    const { render, renders } = serverRendering({ dirs, onFailure: (failure) => failures.push(failure) });
    expect(await renders(screen())).toBe(true);
    expect(await renders({ ...screen(), path: '/reports' })).toBe(false);
    expect(await renders(screen(registry('r-2030-old')))).toBe(false);
    expect(await render({ ...screen(), path: '/reports' })).toBeNull();
    expect(await render(screen(registry('r-2030-old')))).toBeNull();
    expect(failures).toEqual([]);
  });

  it('falls back to the browser and counts a failure of the release when its rendering throws, loads broken or takes too long', async () => {
    await put(releaseBundle('r-throws'), screenBundle("throw new Error('no window on a server');"));
    await put(releaseBundle('r-broken'), 'this is not javascript(');
    await put(releaseBundle('r-slow'), screenBundle('return new Promise(() => {});'));
    const failures: RenderFailure[] = [];
    const { render } = serverRendering({ dirs, timeoutMs: 50, onFailure: (failure) => failures.push(failure) });
    expect(await render(screen(registry('r-throws', 'staging')))).toBeNull();
    expect(await render(screen(registry('r-broken')))).toBeNull();
    expect(await render(screen(registry('r-slow')))).toBeNull();
    expect(failures.map(({ remote, release, channel, error }) => [remote, release, channel, error.message.slice(0, 30)])).toEqual([
      ['mf_homeowner', 'r-throws', 'staging', 'no window on a server'],
      ['mf_homeowner', 'r-broken', 'stable', expect.any(String) as string],
      ['mf_homeowner', 'r-slow', 'stable', 'server rendering took longer t'],
    ]);
  });

  it('loads a bundle once, again when its file changes, and stops the least recently used beyond its limit', async () => {
    for (const id of ['r-a', 'r-b', 'r-c']) await put(releaseBundle(id), SCREEN());
    const { render } = serverRendering({ dirs, maxBundles: 3 }); // the shell's frame and two releases
    const before = await loads();
    await render(screen(registry('r-a')));
    await render(screen(registry('r-a')));
    expect((await loads()) - before).toBe(1);
    await render(screen(registry('r-b')));
    await render(screen(registry('r-c'))); // r-a is stopped
    await render(screen(registry('r-a')));
    expect((await loads()) - before).toBe(4);
    await put(releaseBundle('r-a'), screenBundle("return { html: '<h1>rebuilt</h1>', css: '' };"));
    expect(await render(screen(registry('r-a')))).toContain('<h1>rebuilt</h1>');
  });

  it('stops a render that never ends with its worker, and renders again on the next page', async () => {
    await put(
      releaseBundle('r-stuck'),
      screenBundle("if (input.answers.stuck) { for (;;) {} } return { html: '<h1>again</h1>', css: '' };"),
    );
    const { render } = serverRendering({ dirs, timeoutMs: 300 });
    expect(await render({ ...screen(registry('r-stuck')), answers: { stuck: true } })).toBeNull();
    expect(await render(screen(registry('r-stuck')))).toContain('<h1>again</h1>');
  });

  it("renders on the server's clock, which a test may set apart from the process's", async () => {
    await put(
      releaseBundle('r-clock'),
      screenBundle(
        "return { html: '<p>' + new Date().toISOString().slice(0, 16) + ' ' + new Date(Date.now()).getUTCFullYear() + ' ' + new Date('2020-01-02T00:00:00Z').toISOString() + '</p>', css: '' };",
      ),
    );
    const { render } = serverRendering({ dirs });
    const html = await render({ ...screen(registry('r-clock')), now: new Date('2027-03-14T04:55:00Z') });
    // "Now" is the server's; a date the screen names stays that date.
    expect(html).toContain('<p>2027-03-14T04:55 2027 2020-01-02T00:00:00.000Z</p>');
  });
});
