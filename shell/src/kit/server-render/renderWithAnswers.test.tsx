// @vitest-environment node
import { queryKeys, type User } from '@housesit/shared-contracts';
import { describe, expect, it } from 'vitest';
import { useApiPages } from '../areas/queryCache';
import { useApiQuery } from '../runtime/useApiQuery';
import { useSession } from '../runtime/session';
import { renderWithAnswers, serverScreens } from './index';

const OWNER = { id: 7, role: 'homeowner', username: 'owner', firstName: 'Eleanor' } as User;

function Stats() {
  const { user } = useSession();
  const stats = useApiQuery<{ total: number }>(queryKeys.userStats.all(), (api) => api.visits.userStats() as never);
  // Asked only once the first answer is there: found by the next pass.
  const unread = useApiQuery<{ count: number }>(
    stats.data ? queryKeys.notificationsUnread(7) : null,
    (api) => api.messages.unread() as never,
  );
  if (stats.isLoading) return <p>Loading your stats...</p>;
  return (
    <p>
      {user?.firstName} has {stats.data?.total} visits and {unread.data?.count ?? '?'} unread
    </p>
  );
}

/** A paged list (SWR's infinite hook under the kit's useApiPages), as the Reports screen's. */
function Reports() {
  const reports = useApiPages<{ id: number }, { items: { id: number }[]; nextOffset: number | null }>(
    (offset) => queryKeys.visits.reports(7, false, offset),
    (api, offset) => api.visits.list({ when: 'past', status: 'completed', limit: 10, offset }) as never,
  );
  if (reports.isLoading) return <p>Loading reports...</p>;
  return <p>{reports.items.map((visit) => `#${visit.id}`).join(' ')}</p>;
}

describe('server rendering with the page answers', () => {
  it("renders a screen's data from the page answers, including queries that only appear once an answer is there", async () => {
    const { html, css, complete } = await renderWithAnswers(<Stats />, {
      path: '/dashboard',
      user: OWNER,
      answers: { '/api/user/stats': { total: 12 }, '/api/conversations/unread': { count: 3 } },
    });
    expect(html).toBe('<p>Eleanor<!-- --> has <!-- -->12<!-- --> visits and <!-- -->3<!-- --> unread</p>');
    expect(css).toBe('');
    expect(complete).toBe(true);
  });

  it('never asks the network: a query the page did not answer renders its loading state', async () => {
    const { html, complete } = await renderWithAnswers(<Stats />, { path: '/dashboard', user: OWNER, answers: {} });
    expect(html).toBe('<p>Loading your stats...</p>');
    expect(complete).toBe(false);
  });

  it("an area's entry renders only the screens it names, and only with all their answers (else the browser renders)", async () => {
    const entry = serverScreens({ '/dashboard': () => <Stats /> });
    expect(entry.paths).toEqual(['/dashboard']);
    expect(await entry.renderScreen({ path: '/reports', user: OWNER, answers: {} })).toBeNull();
    expect(await entry.renderScreen({ path: '/dashboard', user: OWNER, answers: { '/api/user/stats': { total: 1 } } })).toBeNull();
    const answers = { '/api/user/stats': { total: 1 }, '/api/conversations/unread': { count: 0 } };
    expect((await entry.renderScreen({ path: '/dashboard', user: OWNER, answers }))?.html).toContain('has <!-- -->1<!-- --> visits');
  });

  it("renders a paged list's first page from the page answers, and its loading state without", async () => {
    const page = { items: [{ id: 3 }, { id: 2 }], nextOffset: null };
    const answered = await renderWithAnswers(<Reports />, {
      path: '/reports',
      user: OWNER,
      answers: { '/api/visits?limit=10&offset=0&status=completed&when=past': page },
    });
    expect(answered).toMatchObject({ html: '<p>#3 #2</p>', complete: true });
    const unanswered = await renderWithAnswers(<Reports />, { path: '/reports', user: OWNER, answers: {} });
    expect(unanswered).toMatchObject({ html: '<p>Loading reports...</p>', complete: false });
  });
});
