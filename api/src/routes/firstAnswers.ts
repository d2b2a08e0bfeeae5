/**
 * The first screen's data in its page (decision 020, 'First answers in the page'): the GETs the
 * screen makes as it first renders (firstRequestsOf in shared-contracts) are answered by this app
 * while it composes the page, and written into its ShellBoot. Each runs through the whole app as
 * the browser's own request would (session, access rules, validation, logs), with the visitor's
 * cookie and address, so an answer in the page is exactly what the screen would have been given.
 */
import { firstRequestsOf, pageAnswerKey, type User } from '@housesit/shared-contracts';
import type { Context } from 'hono';
import type { Clock } from '../deps.js';
import type { AppEnv } from '../http/types.js';

/** The app's own fetch (`app.fetch`), given the page request's bindings (the Node socket) so the same client address is seen. */
export type DispatchToApp = (request: Request, env: unknown) => Response | Promise<Response>;

/** Headers of the page's request a screen's own request would carry too. */
const FORWARDED = ['cookie', 'x-forwarded-for', 'user-agent'] as const;

/** The page's answers for `user`; undefined when its screen asks for nothing declared. Only 200 answers are kept. */
export function firstAnswerer(dispatch: DispatchToApp, clock: Clock) {
  return async (c: Context<AppEnv>, user: User): Promise<Record<string, unknown> | undefined> => {
    const pageUrl = new URL(c.req.url);
    const urls = firstRequestsOf({ path: pageUrl.pathname, search: pageUrl.search, role: user.role }, clock.now());
    if (urls.length === 0) return undefined;
    const headers = new Headers({ accept: 'application/json' });
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const answered = await Promise.all(
      urls.map(async (url): Promise<[string, unknown] | null> => {
        const key = pageAnswerKey(url);
        const response = await dispatch(new Request(new URL(url, pageUrl), { headers }), c.env as unknown);
        // Anything else (a refusal, a failure) the screen meets as it would have: by asking.
        if (key === null || response.status !== 200) return null;
        return [key, await response.json()];
      }),
    );
    const answers = answered.filter((entry): entry is [string, unknown] => entry !== null);
    return answers.length > 0 ? Object.fromEntries(answers) : undefined;
  };
}
