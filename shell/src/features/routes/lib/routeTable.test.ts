import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { REMOTE_NAMES, ROUTES, builtInScreens, type RemoteRelease, type RuntimeRegistry } from '@housesit/shared-contracts';
import { BUILT_IN_NAV, declaresOtherwise } from './builtIn';
import { buildRouteTable } from './routeTable';

const base = (name: string): RemoteRelease => ({ entry: `/remotes/${name}/mf-manifest.json`, version: '1.0.0', channel: 'stable' });
const remotes = (admin: Partial<RemoteRelease> = {}): RuntimeRegistry['remotes'] => ({
  mf_public: base('mf_public'),
  mf_homeowner: base('mf_homeowner'),
  mf_sitter: base('mf_sitter'),
  mf_admin: { ...base('mf_admin'), ...admin },
});
const PREVIEW = { path: '/admin/reports-preview', access: 'role', module: './ReportsPreview', title: 'Reports preview' };
/** mf-admin's screens as the built-in table has them. */
const ADMIN = builtInScreens('mf_admin');
const paths = (table: { routes: { path: string }[] }) => table.routes.map((route) => route.path);

describe('buildRouteTable (routes and navigation from the registry)', () => {
  it('is the built-in table for releases that declare nothing (contract 3 and earlier)', () => {
    const table = buildRouteTable(remotes());
    expect(table.routes).toEqual(ROUTES);
    expect(table.nav).toEqual(BUILT_IN_NAV);
  });

  it('adds a declared screen with the area’s role as its guard, and takes the area’s entries in place of the built-in ones', () => {
    const nav = [
      { menu: 'bar', label: 'Reports preview', to: PREVIEW.path, order: 45, badge: 'unread' },
      { menu: 'menu', label: 'Preview of reports', to: PREVIEW.path, order: 15 },
    ];
    const table = buildRouteTable(remotes({ routes: [...ADMIN, PREVIEW], nav }));
    expect(table.routes).toContainEqual({
      path: '/admin/reports-preview',
      access: { kind: 'role', role: 'admin' },
      title: 'Reports preview',
      owner: { remote: 'mf_admin', module: './ReportsPreview' },
    });
    expect(table.nav.mf_admin).toEqual(nav);
    expect(table.nav.mf_homeowner).toEqual(BUILT_IN_NAV.mf_homeowner);
  });

  it('retires a screen of the area the release leaves out, renames and reorders its entries, keeps the aliases', () => {
    const nav = [
      { menu: 'bar', label: 'Visit queue', to: '/jobs', order: 5 },
      { menu: 'bar', label: 'Schedule', to: '/admin/schedule', order: 30 },
      { menu: 'menu', label: 'People', to: '/admin/users', order: 10 },
    ];
    const table = buildRouteTable(
      remotes({ routes: ADMIN.filter((screen) => screen.path !== '/admin/schedule').map((s) => ({ ...s, title: `${s.title}.` })), nav }),
    );
    expect(paths(table)).not.toContain('/admin/schedule');
    expect(paths(table)).toEqual(ROUTES.map((route) => route.path).filter((path) => path !== '/admin/schedule'));
    expect(table.routes.find((route) => route.path === '/jobs')?.title).toBe('Job queue.');
    // The entry to the retired screen has nowhere to lead; the alias to /users still does.
    expect(table.nav.mf_admin).toEqual([nav[0], nav[2]]);
  });

  it('never lets a release drop or open one of the product’s screens', () => {
    const warn = vi.fn();
    const table = buildRouteTable(
      remotes({
        routes: [
          ...ADMIN.filter((screen) => screen.path !== '/users' && screen.path !== '/jobs'),
          { path: '/jobs', access: 'signed-in', module: './Other', title: 'Not the queue' },
        ],
        nav: [{ menu: 'bar', label: 'Jobs again', to: '/jobs', order: 5 }],
      }),
      warn,
    );
    expect(table.routes.find((route) => route.path === '/jobs')).toMatchObject({
      access: { kind: 'role', role: 'admin' },
      owner: { remote: 'mf_admin', module: './Other' },
    });
    expect(table.routes.filter((route) => route.path === '/users')).toEqual(ROUTES.filter((route) => route.path === '/users'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_admin drops /users'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("mf_admin declares /jobs with the access rule 'signed-in'"));
  });

  it('drops what the registry should have refused: another area’s path, a shell path, a public screen in a role area', () => {
    const warn = vi.fn();
    const table = buildRouteTable(
      remotes({
        routes: [
          ...ADMIN,
          { ...PREVIEW, path: '/dashboards' },
          { ...PREVIEW, path: '/settings/admin' },
          { ...PREVIEW, path: '/login' },
          { ...PREVIEW, path: '/admin/x', access: 'public' },
          { ...PREVIEW, path: '/sitter/admin' },
        ],
        nav: [{ menu: 'bar', label: 'X', to: '/admin/x', order: 1 }],
      }),
      warn,
    );
    expect(table.routes).toEqual(ROUTES);
    expect(table.nav.mf_admin).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_admin claims /sitter/admin, which belongs to mf_sitter'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf_admin declares /admin/x public'));
  });

  it('keeps the path of a rule it does not know, guarded by the area’s role, marked to show the area’s fallback', () => {
    const warn = vi.fn();
    const table = buildRouteTable(
      remotes({
        routes: [...ADMIN, { ...PREVIEW, access: 'team-leads' }],
        nav: [{ menu: 'drawer', label: 'Hidden', to: PREVIEW.path, order: 1 }],
      }),
      warn,
    );
    expect(table.routes).toContainEqual(
      expect.objectContaining({ path: PREVIEW.path, access: { kind: 'role', role: 'admin' }, unavailable: true }),
    );
    // An entry for a place the shell does not have is left off, not drawn somewhere else.
    expect(table.nav.mf_admin).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("access rule 'team-leads'"));
  });
});

describe('declaresOtherwise (whether the builder is fetched)', () => {
  const area = (remote: string) =>
    JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', '..', remote.replace('_', '-'), 'area.json'), 'utf8')) as {
      routes: unknown[];
      nav: unknown[];
    };

  it('is false for the four area.json files: they declare exactly the built-in table, so the first load stays lean', () => {
    const fromAreas = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, { ...base(remote), ...area(remote) }]));
    expect(declaresOtherwise(fromAreas)).toBe(false);
  });

  it('is true for a renamed entry, a retired screen or a changed title', () => {
    const admin = area('mf_admin');
    const nav = admin.nav as { label: string }[];
    expect(
      declaresOtherwise(remotes({ ...admin, nav: nav.map((e) => (e.label === 'Jobs' ? { ...e, label: 'Visit queue' } : e)) } as never)),
    ).toBe(true);
    expect(declaresOtherwise(remotes({ routes: ADMIN.filter((s) => s.path !== '/admin/schedule'), nav: admin.nav } as never))).toBe(true);
    expect(declaresOtherwise(remotes({ routes: ADMIN.map((s) => ({ ...s, title: 'x' })) } as never))).toBe(true);
    expect(declaresOtherwise(remotes())).toBe(false);
  });
});
