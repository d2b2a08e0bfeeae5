/**
 * The shell's prerender entry (decision 020). Its build renders:
 * - its own public pages (/login and /login?tab=register) inside its Layout, as a signed-out
 *   visitor sees them;
 * - its frame around an area's page: the Layout with a slot where the API puts the page an area's
 *   release rendered (`/` is full-bleed, every other page gets the page container).
 * Loaded by shell/federation/prerender-run.mjs at build time only.
 */
import { BRAND, TAGLINE } from '@housesit/shared-contracts';
import { PrerenderProviders, type PageHead } from '@housesit/shell/kit/prerender';
import { GlobalStyle } from '@housesit/shell/kit';
import type { ReactElement, ReactNode } from 'react';
import { Layout } from '../app/Layout';
import { startOnIntentScript } from '../features/server-page';
import { SHELL_PAGE_META, type ShellPrerenderedPath } from './pageMeta';

export interface PrerenderPage {
  path: string;
  head: PageHead;
  element: ReactElement;
}

function Page({ path, children }: { path: string; children: ReactNode }) {
  return (
    <PrerenderProviders path={path}>
      <GlobalStyle />
      <Layout>{children}</Layout>
    </PrerenderProviders>
  );
}

export async function prerenderPages(): Promise<PrerenderPage[]> {
  // The sign-in page is loaded on demand in the browser (RouteScreen); here as well.
  const { LoginPage } = await import('../features/auth/components/LoginPage');
  return (Object.entries(SHELL_PAGE_META) as [ShellPrerenderedPath, PageHead][]).map(([path, head]) => ({
    path,
    head,
    element: (
      <Page path={path}>
        <LoginPage />
      </Page>
    ),
  }));
}

/** Where the area's page goes (prerender-run.mjs splits the frame's HTML here). */
const SLOT = <template data-housesit-slot="" />;

export function prerenderFrames(): { key: string; element: ReactElement }[] {
  return [
    { key: '/', element: <Page path="/">{SLOT}</Page> },
    { key: '*', element: <Page path="/terms">{SLOT}</Page> },
  ];
}

/** How the composed page starts the app for a signed-out visitor (features/server-page/startOnIntent). */
export function prerenderBoot(): { onIntent: string } {
  return { onIntent: startOnIntentScript() };
}

/**
 * The image link previews show for every public page (og:image): drawn by
 * scripts/link-preview-image.mjs, emitted by the build with a hashed name (webpack.config.cjs),
 * which prerender.json records for the API.
 */
export const linkPreview = { image: 'src/prerender/link-preview.png', width: 1200, height: 630, alt: `${BRAND}: ${TAGLINE}` };
