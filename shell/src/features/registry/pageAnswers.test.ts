import { describe, expect, it, vi } from 'vitest';
import { PAGE_ANSWERS_MAX_AGE_MS, fetchWithPageAnswers } from './pageAnswers';

const ORIGIN = 'https://housesit.example';
const STATS = { upcoming: 2, completed: 5 };

function setup(answers: Record<string, unknown>, now = () => 1_000) {
  const network = vi.fn<typeof fetch>(async () => new Response('{"from":"network"}', { status: 200 }));
  return { network, fetch: fetchWithPageAnswers(answers, network, { origin: ORIGIN, now }) };
}

describe("the API client's fetch with the page's answers", () => {
  it('answers a GET the page holds once, from the page, and asks the network the second time', async () => {
    const { network, fetch } = setup({ '/api/user/stats': STATS });
    const first = await fetch('/api/user/stats', { method: 'GET' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual(STATS);
    expect(network).not.toHaveBeenCalled();
    expect(await (await fetch('/api/user/stats', { method: 'GET' })).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('matches whatever order the query parameters were written in, absolute URLs of the page included', async () => {
    const { network, fetch } = setup({ '/api/visits?limit=3&status=scheduled&when=upcoming': { items: [] } });
    expect(await (await fetch(`${ORIGIN}/api/visits?when=upcoming&status=scheduled&limit=3`)).json()).toEqual({ items: [] });
    expect(network).not.toHaveBeenCalled();
  });

  it.each([
    ['another method', '/api/user/stats', { method: 'POST' }],
    ['another origin', 'https://api.elsewhere.example/api/user/stats', undefined],
    ['other parameters', '/api/user/stats?fresh=1', undefined],
  ])('leaves %s to the network', async (_case, url, init) => {
    const { network, fetch } = setup({ '/api/user/stats': STATS });
    await fetch(url, init);
    expect(network).toHaveBeenCalledWith(url, init);
  });

  it('stops answering from the page once its answers are too old to stand for the API', async () => {
    const { network, fetch } = setup({ '/api/user/stats': STATS }, () => PAGE_ANSWERS_MAX_AGE_MS + 1);
    expect(await (await fetch('/api/user/stats')).json()).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
