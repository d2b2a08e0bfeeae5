/**
 * The first screen's data in its page (decision 020, 'First answers in the page'): the GETs the
 * page server says the screen makes as it first renders (its area's declared first requests) are
 * answered by this app while the page is composed. Each runs through the whole app as the
 * browser's own request would (session, access rules, validation, logs), with the visitor's
 * cookie and address, so an answer in the page is exactly what the screen would have been given.
 */
import type { Context } from 'hono';

/** The app's own fetch (`app.fetch`), given the page request's bindings (the Node socket) so the same client address is seen. */
export type DispatchToApp = (request: Request, env: unknown) => Response | Promise<Response>;

/** Headers of the page's request a screen's own request would carry too. */
const FORWARDED = ['cookie', 'x-forwarded-for', 'user-agent'] as const;

/** The answers to `urls` (paths on this origin) by URL; only 200 answers are kept, anything else the screen meets by asking. */
export function firstAnswerer(dispatch: DispatchToApp) {
  return async (c: Context, urls: string[]): Promise<Map<string, unknown>> => {
    const pageUrl = new URL(c.req.url);
    const headers = new Headers({ accept: 'application/json' });
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const answered = await Promise.all(
      urls.map(async (url): Promise<[string, unknown] | null> => {
        const target = new URL(url, pageUrl);
        // Only this app's own paths: a declared URL never sends the visitor's cookie elsewhere.
        if (target.origin !== pageUrl.origin) return null;
        const response = await dispatch(new Request(target, { headers }), c.env as unknown);
        if (response.status !== 200) return null;
        return [url, await response.json()];
      }),
    );
    return new Map(answered.filter((entry): entry is [string, unknown] => entry !== null));
  };
}
