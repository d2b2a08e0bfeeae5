import { pageAnswerKey } from '../../../server/contract/pageAnswerKey';

/**
 * How long after the page started its answers may still stand for the API's. A screen asks for
 * them as it first renders; an answer nobody asked for by then (a screen that rendered something
 * else) would only ever be stale, so the network answers instead.
 */
export const PAGE_ANSWERS_MAX_AGE_MS = 15_000;

export interface PageAnswersOptions {
  /** The page's origin: only requests to it can have been answered by its server. */
  origin: string;
  /** Milliseconds since the page started (performance.now in the browser). */
  now: () => number;
}

/**
 * The API client's fetch, answering each of the first screen's GETs the server wrote into the page
 * (ShellBoot.answers, decision 020) once, from the page, instead of over the network. Everything
 * else, a second ask of the same URL included (a refetch wants fresh data), goes to `fetch`.
 */
export function fetchWithPageAnswers(answers: Record<string, unknown>, fetchImpl: typeof fetch, options: PageAnswersOptions): typeof fetch {
  const unused = new Map(Object.entries(answers));
  return (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (unused.size > 0 && method === 'GET') {
      if (options.now() > PAGE_ANSWERS_MAX_AGE_MS) unused.clear();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const key = pageAnswerKey(url, options.origin);
      if (key !== null && unused.has(key)) {
        const body = unused.get(key);
        unused.delete(key);
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
      }
    }
    return fetchImpl(input, init);
  };
}
