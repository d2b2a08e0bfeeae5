/**
 * Server rendering of a signed-in screen (decision 028): what an area's server entry and the
 * shell's frame entry use to render HTML with the visitor's data. Each release bundles this code
 * into its own `ssr/render.cjs` (federation/serverRender.cjs), with its own React and
 * styled-components: the page server runs a release's rendering exactly as that release was built.
 * Never imported by browser code.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { SWRConfig, unstable_serialize, type Cache, type Middleware } from 'swr';
import { unstable_serialize as pagedListKey } from 'swr/infinite';
import { createApiClient, type RemoteScreenProps, type User } from '@housesit/shared-contracts';
import { pageAnswerKey } from '../../../server/contract/pageAnswerKey';
import { KitProvider } from '../runtime/KitProvider';

/** What the page server hands a release's rendering. */
export interface SignedInRenderInput {
  /** The page's path (no query: only a screen's opening state is rendered). */
  path: string;
  user: User;
  /** The page's first answers, by page answer key (ShellBoot.answers). */
  answers: Record<string, unknown>;
}

export interface RenderedHtml {
  html: string;
  css: string;
}

export interface RenderedWithAnswers extends RenderedHtml {
  /** Whether every query the element asked for was among the page's answers (nothing shows a loading state). */
  complete: boolean;
}

/** An area's server entry: the screens it renders on the server, by path. */
export interface ServerScreens {
  paths: string[];
  /**
   * The screen's HTML, or null when this release does not render `path` or the page's answers do
   * not hold everything it asked for: a screen half in its loading state is better left to the
   * browser (it asks as the screen opens, and shows each part as it comes).
   */
  renderScreen(input: SignedInRenderInput): Promise<RenderedHtml | null>;
}

/** How many renders at most: each pass can reveal queries that only render once the data of the pass before is there. */
const MAX_PASSES = 4;

/**
 * An API client whose fetch answers only from the page's first answers: the server never asks the
 * network while rendering (anything else stays loading in the HTML and is asked by the browser).
 */
function answersOnlyApi(answers: Record<string, unknown>) {
  const fetchFromAnswers: typeof fetch = (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = pageAnswerKey(url);
    if (key === null || !(key in answers)) return Promise.reject(new Error(`not among the page's answers: ${url}`));
    return Promise.resolve(new Response(JSON.stringify(answers[key]), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  };
  return createApiClient({ baseUrl: '', fetch: fetchFromAnswers });
}

type Fetcher = (...args: unknown[]) => unknown;

/**
 * The element's HTML with the visitor's data and the CSS of what it rendered.
 *
 * Screens ask for data through SWR hooks, which never fetch on a server. So the element renders
 * once with a middleware that records each hook's key and fetcher; each fetcher then runs against
 * the page's answers (no network), and the element renders again with those results as SWR's
 * fallback, until a pass asks for nothing new.
 */
export async function renderWithAnswers(element: ReactNode, input: SignedInRenderInput): Promise<RenderedWithAnswers> {
  const api = answersOnlyApi(input.answers);
  const fallback: Record<string, unknown> = {};
  const tried = new Set<string>();
  for (let pass = 1; ; pass += 1) {
    const asked = new Map<string, Fetcher>();
    /** What this pass rendered without an answer (its loading state). */
    const unanswered = new Set<string>();
    const recorder: Middleware = (useSWRNext) => (key, fetcher, config) => {
      if (typeof key === 'function' && fetcher) {
        // A paged list (the kit's useApiPages, SWR's infinite hook): its key names each page. Its
        // first page is asked, and the list renders it from the fallback under the list's key.
        const firstPage = (key as (index: number, previous: null) => unknown)(0, null);
        if (firstPage !== null && firstPage !== undefined) {
          const serialized = pagedListKey(key as Parameters<typeof pagedListKey>[0]);
          if (!tried.has(serialized)) asked.set(serialized, async () => [await (fetcher as Fetcher)(firstPage)]);
          if (!(serialized in fallback)) unanswered.add(serialized);
        }
      } else if (key !== null && key !== undefined && fetcher) {
        const serialized = unstable_serialize(key);
        // The session is in the cache already (KitProvider): nothing to ask.
        const cached = (config as { cache?: Cache }).cache?.get(serialized)?.data !== undefined;
        if (!cached && !tried.has(serialized)) asked.set(serialized, () => (fetcher as Fetcher)(key));
        if (!cached && !(serialized in fallback)) unanswered.add(serialized);
      }
      return useSWRNext(key, fetcher, config);
    };
    // revalidateIfStale off: an answered query is not "loading" (SWR would count the revalidation
    // it starts on mount), an unanswered one still is.
    const rendered = await renderElementWithStyles(
      <KitProvider api={api} session={input.user}>
        <SWRConfig value={{ fallback, use: [recorder], revalidateIfStale: false }}>
          <MemoryRouter initialEntries={[input.path]}>{element}</MemoryRouter>
        </SWRConfig>
      </KitProvider>,
    );
    if (asked.size === 0 || pass === MAX_PASSES) return { ...rendered, complete: unanswered.size === 0 };
    await Promise.all(
      [...asked].map(async ([key, run]) => {
        tried.add(key);
        try {
          fallback[key] = await run();
        } catch {
          // Not among the page's answers: that part renders its loading state, the browser asks.
        }
      }),
    );
  }
}

/**
 * The element's HTML in one chunk and the CSS of what it rendered (styled-components' sheet).
 * The release build's prerender of public pages renders with it too (federation/prerender-render.mjs).
 */
export async function renderElementWithStyles(element: ReactElement): Promise<RenderedHtml> {
  const sheet = new ServerStyleSheet();
  try {
    // One chunk: the page is written whole, never completed by inline scripts (the site's
    // Content-Security-Policy allows none but the boot's).
    const { prelude } = await prerender(sheet.collectStyles(element), { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await new Response(prelude).text();
    const css = [...sheet.getStyleTags().matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((match) => match[1])
      .join('')
      // styled-components' rehydration records: the browser's copy never reads this sheet.
      .replace(/^data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}\/\*!sc\*\/\n?/gm, '')
      .replace(/\/\*!sc\*\/\n?/g, '');
    return { html, css };
  } finally {
    sheet.seal();
  }
}

/** An area's server entry from its screens by path (the same modules the remote exposes). */
export function serverScreens(screens: Record<string, ComponentType<RemoteScreenProps>>): ServerScreens {
  return {
    paths: Object.keys(screens),
    async renderScreen(input) {
      const Screen = screens[input.path];
      if (!Screen) return null;
      const { html, css, complete } = await renderWithAnswers(<Screen path={input.path} />, input);
      return complete ? { html, css } : null;
    },
  };
}
