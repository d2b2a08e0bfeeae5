import { describe, expect, it } from 'vitest';
import { BUILT_IN_NAV, type AreaNav } from '../../routes';
import { barLinksFor, initialsOf, menuEntriesFor, navKindFor, sitterBarLinks } from './navModel';

const homeowner = { role: 'homeowner' };
const admin = { role: 'admin' };
const sitter = { role: 'housesitter' };

describe('navKindFor (docs/product/platform.md §2 "Navigation bar")', () => {
  it.each(['/', '/login', '/terms', '/privacy'])('hides the bar on %s', (path) => {
    for (const user of [homeowner, admin, sitter]) expect(navKindFor(path, user)).toBe('none');
  });

  it('shows no bar without a user or with an unknown role', () => {
    expect(navKindFor('/dashboard', null)).toBe('none');
    expect(navKindFor('/support', null)).toBe('none');
    expect(navKindFor('/dashboard', { role: 'martian' })).toBe('none');
  });

  it('shows the sitter bar on /housesitter… and /sitter… paths', () => {
    for (const path of ['/housesitter', '/housesitter/jobs', '/housesitter/earnings', '/sitter/dashboard']) {
      expect(navKindFor(path, sitter)).toBe('sitterBar');
    }
    expect(navKindFor('/sitterish', sitter)).toBe('pill');
  });

  it('shows the pill bar everywhere else for known roles', () => {
    expect(navKindFor('/dashboard', homeowner)).toBe('pill');
    expect(navKindFor('/admin/dashboard', admin)).toBe('pill');
    expect(navKindFor('/support', sitter)).toBe('pill');
    expect(navKindFor('/no-such-page', homeowner)).toBe('pill');
  });

  it('lists the pill links per role', () => {
    expect(barLinksFor('homeowner').map((l) => l.to)).toEqual(['/dashboard', '/messages', '/reports']);
    expect(barLinksFor('admin').map((l) => l.to)).toEqual([
      '/admin/dashboard',
      '/jobs',
      '/admin/schedule',
      '/admin/messages',
      '/revenue',
      '/users',
    ]);
    expect(barLinksFor('housesitter').map((l) => l.to)).toEqual([
      '/sitter/dashboard',
      '/housesitter/jobs',
      '/housesitter/messages',
      '/housesitter/earnings',
    ]);
  });
});

describe('sitterBarLinks', () => {
  it('points Dashboard at /housesitter, or /sitter/dashboard when under /sitter', () => {
    expect(sitterBarLinks('/housesitter/jobs')).toEqual([
      { to: '/housesitter', label: 'Dashboard' },
      { to: '/housesitter/jobs', label: 'Job Queue' },
      { to: '/housesitter/messages', label: 'Messages', badge: 'unread' },
      { to: '/housesitter/earnings', label: 'Earnings' },
      { to: '/settings', label: 'Settings' },
    ]);
    expect(sitterBarLinks('/sitter/dashboard')[0]).toEqual({ to: '/sitter/dashboard', label: 'Dashboard' });
  });
});

describe('menuEntriesFor', () => {
  it("gives homeowners the entries that work for them, in docs/product/platform.md's order", () => {
    expect(menuEntriesFor('homeowner')).toEqual([
      { to: '/dashboard', label: 'Dashboard' },
      { to: '/homeowner/properties', label: 'My Properties' },
      { to: '/homeowner/visits', label: 'My Visits' },
      { to: '/homeowner/notifications', label: 'Notifications', badge: 'notifications' },
      { to: '/homeowner/billing', label: 'Billing & Payment Info' },
      { to: '/homeowner/messages', label: 'Messages', badge: 'unread' },
      { to: '/homeowner/reports', label: 'Visit Reports' },
      { to: '/settings', label: 'Settings' },
      { to: '/support', label: 'Help / Support' },
    ]);
  });

  it('gives admins the admin-only entries', () => {
    expect(menuEntriesFor('admin').map((e) => `${e.label} ${e.to}`)).toEqual([
      'Admin Panel /admin/dashboard',
      'User Management /admin/users',
      'Job Queue /admin/job-queue',
      'Schedule /admin/schedule',
      'Messages /admin/messages',
      'Revenue Analytics /admin/revenue',
      'Notifications /admin/notifications',
      'Releases /admin/releases',
      'Settings /settings',
      'Help / Support /support',
    ]);
    expect(menuEntriesFor('admin').find((e) => e.to === '/admin/notifications')?.badge).toBe('notifications');
  });

  it('gives sitters their dashboard, settings and help', () => {
    expect(menuEntriesFor('housesitter')).toEqual([
      { to: '/sitter/dashboard', label: 'Dashboard' },
      { to: '/settings', label: 'Settings' },
      { to: '/support', label: 'Help / Support' },
    ]);
  });

  it('offers Settings to every role, just before Help / Support', () => {
    for (const role of ['homeowner', 'admin', 'housesitter']) {
      const paths = menuEntriesFor(role).map((e) => e.to);
      expect(paths.slice(-2), role).toEqual(['/settings', '/support']);
    }
  });
});

describe('initialsOf', () => {
  it('takes the first letters of firstName and lastName', () => {
    expect(initialsOf({ firstName: 'jane', lastName: 'doe' })).toBe('JD');
    expect(initialsOf({ firstName: ' Ada ', lastName: 'Lovelace' })).toBe('AL');
  });
  it('falls back to the username, then to ?', () => {
    expect(initialsOf({ firstName: '', lastName: '', username: 'sam' })).toBe('S');
    expect(initialsOf({})).toBe('?');
  });
});

describe('entries an area declares in its release (decision 016)', () => {
  // mf-admin's release: Jobs renamed and moved first, Schedule retired, a new screen's entries.
  const nav: AreaNav = {
    ...BUILT_IN_NAV,
    mf_admin: [
      { menu: 'bar', label: 'Dashboard', to: '/admin/dashboard', order: 10 },
      { menu: 'bar', label: 'Visit queue', to: '/jobs', order: 5 },
      { menu: 'bar', label: 'Reports preview', to: '/admin/reports-preview', order: 55, badge: 'unread' },
      { menu: 'menu', label: 'Admin Panel', to: '/admin/dashboard', order: 10 },
      { menu: 'menu', label: 'Preview of reports', to: '/admin/reports-preview', order: 15 },
    ],
    mf_sitter: [...BUILT_IN_NAV.mf_sitter, { menu: 'sitterBar', label: 'Training', to: '/housesitter/training', order: 50 }],
  };

  it('draws the role’s bar from its area’s entries alone, by their order', () => {
    expect(barLinksFor('admin', nav)).toEqual([
      { to: '/jobs', label: 'Visit queue' },
      { to: '/admin/dashboard', label: 'Dashboard' },
      { to: '/admin/reports-preview', label: 'Reports preview', badge: 'unread' },
    ]);
    expect(barLinksFor('homeowner', nav)).toEqual(barLinksFor('homeowner'));
  });

  it('puts the area’s menu entries before Settings and Help / Support, which stay the shell’s', () => {
    expect(menuEntriesFor('admin', nav).map((entry) => entry.label)).toEqual([
      'Admin Panel',
      'Preview of reports',
      'Settings',
      'Help / Support',
    ]);
    expect(menuEntriesFor('admin', { ...nav, mf_admin: [] }).map((entry) => entry.label)).toEqual(['Settings', 'Help / Support']);
    expect(menuEntriesFor('homeowner', nav)).toEqual(menuEntriesFor('homeowner'));
  });

  it('keeps the sitter bar’s dashboard rule and Settings last', () => {
    expect(sitterBarLinks('/housesitter/jobs', nav).map((link) => link.label)).toEqual([
      'Dashboard',
      'Job Queue',
      'Messages',
      'Earnings',
      'Training',
      'Settings',
    ]);
    expect(sitterBarLinks('/sitter/dashboard', nav)[0]).toEqual({ to: '/sitter/dashboard', label: 'Dashboard' });
  });
});
