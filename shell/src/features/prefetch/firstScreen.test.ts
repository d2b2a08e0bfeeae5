import { describe, expect, it, vi } from 'vitest';
import { admin, homeowner } from '../../test/stubApi';
import { isScreenLoaded } from '../remotes';
import { BUILT_IN_TABLE } from '../routes';
import { startFirstScreen } from './firstScreen';

const Screen = () => null;

describe("the first screen's code, started before the app's first render", () => {
  it('loads the screen the guard will show the signed-in user, and keeps it for the route', async () => {
    const loader = vi.fn(async (_id: string) => ({ default: Screen }));
    startFirstScreen(loader, BUILT_IN_TABLE.routes, '/jobs', admin);
    expect(loader.mock.calls.map(([id]) => id)).toEqual(['mf_admin/Jobs']);
    await vi.waitFor(() => expect(isScreenLoaded(loader, 'mf_admin/Jobs')).toBe(true));
  });

  it.each([
    ['a visitor without a session', '/jobs', null],
    ['a screen of another role (the guard sends them elsewhere)', '/jobs', homeowner],
    ['a page no area owns', '/no-such-page', admin],
    ["the shell's own page", '/settings', admin],
  ])('loads nothing for %s', (_case, path, user) => {
    const loader = vi.fn(async (_id: string) => ({ default: Screen }));
    startFirstScreen(loader, BUILT_IN_TABLE.routes, path, user);
    expect(loader).not.toHaveBeenCalled();
  });

  it('leaves a failure to the screen: nothing is kept, nothing thrown', async () => {
    const loader = vi.fn(async (_id: string) => Promise.reject(new Error('remote down')));
    startFirstScreen(loader, BUILT_IN_TABLE.routes, '/jobs', admin);
    await vi.waitFor(() => expect(loader).toHaveBeenCalled());
    expect(isScreenLoaded(loader, 'mf_admin/Jobs')).toBe(false);
  });
});
