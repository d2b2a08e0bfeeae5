import { describe, expect, it, vi } from 'vitest';
import { ROUTES, type RemoteRelease, type RuntimeRegistry } from '@housesit/shared-contracts';
import { buildRouteTable } from './routeTable';

const base = (name: string): RemoteRelease => ({ entry: `/remotes/${name}/mf-manifest.json`, version: '1.0.0', channel: 'stable' });
const remotes = (admin: Partial<RemoteRelease> = {}): RuntimeRegistry['remotes'] => ({
  mf_public: base('mf_public'),
  mf_homeowner: base('mf_homeowner'),
  mf_sitter: base('mf_sitter'),
  mf_admin: { ...base('mf_admin'), ...admin },
});
const PREVIEW = { path: '/admin/reports-preview', access: 'role', module: './ReportsPreview', title: 'Reports preview' };

describe('buildRouteTable (routes and navigation from the registry)', () => {
  it('is the built-in table for releases that declare nothing (contract 3 and earlier)', () => {
    const table = buildRouteTable(remotes());
    expect(table.routes).toEqual(ROUTES);
    expect(table.nav).toEqual({});
  });

  it('adds a declared screen with the area’s role as its guard, and its navigation entries in order', () => {
    const table = buildRouteTable(
      remotes({
        routes: [PREVIEW],
        nav: [
          { menu: 'bar', label: 'Reports preview', to: PREVIEW.path, order: 45, badge: 'unread' },
          { menu: 'menu', label: 'Preview of reports', to: PREVIEW.path, order: 15 },
        ],
      }),
    );
    expect(table.routes).toContainEqual({
      path: '/admin/reports-preview',
      access: { kind: 'role', role: 'admin' },
      title: 'Reports preview',
      owner: { remote: 'mf_admin', module: './ReportsPreview' },
    });
    expect(table.nav.mf_admin).toEqual([
      { menu: 'bar', label: 'Reports preview', to: PREVIEW.path, order: 45, badge: 'unread' },
      { menu: 'menu', label: 'Preview of reports', to: PREVIEW.path, order: 15 },
    ]);
    expect(table.nav.mf_homeowner).toBeUndefined();
  });

  it('never lets a release move, open or drop a screen of the spec’s table', () => {
    const table = buildRouteTable(
      remotes({
        routes: [{ path: '/jobs', access: 'signed-in', module: './Other', title: 'Not the queue' }],
        nav: [{ menu: 'bar', label: 'Jobs again', to: '/jobs', order: 5 }],
      }),
    );
    expect(table.routes.filter((route) => route.path === '/jobs')).toEqual(ROUTES.filter((route) => route.path === '/jobs'));
  });

  it('drops what the registry should have refused: another area’s path, a shell path, a public screen in a role area', () => {
    const warn = vi.fn();
    const table = buildRouteTable(
      remotes({
        routes: [
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
      remotes({ routes: [{ ...PREVIEW, access: 'team-leads' }], nav: [{ menu: 'drawer', label: 'Hidden', to: PREVIEW.path, order: 1 }] }),
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
