/**
 * The public area's prerender entry (decision 020): the release build renders these pages to
 * HTML (shell/federation/prerender.cjs) from the very screens the remote exposes, as a signed-out
 * visitor sees them; the API puts the visitor's release's HTML into the shell's page.
 */
import { PrerenderProviders, type PageHead } from '@housesit/shell/kit/prerender';
import type { ReactElement } from 'react';
import Landing from '../exposes/Landing';
import Privacy from '../exposes/Privacy';
import Support from '../exposes/Support';
import Terms from '../exposes/Terms';
import { PUBLIC_PAGE_META, type PrerenderedPath } from './pageMeta';

const SCREENS: Record<PrerenderedPath, typeof Landing> = { '/': Landing, '/terms': Terms, '/privacy': Privacy, '/support': Support };

export interface PrerenderPage {
  path: string;
  head: PageHead;
  element: ReactElement;
}

/** One page as a signed-out visitor sees it. */
function renderablePage(path: PrerenderedPath): PrerenderPage {
  const Screen = SCREENS[path];
  const element = (
    <PrerenderProviders path={path}>
      <Screen path={path} />
    </PrerenderProviders>
  );
  return { path, head: PUBLIC_PAGE_META[path], element };
}

export function prerenderPages(): PrerenderPage[] {
  return (Object.keys(PUBLIC_PAGE_META) as PrerenderedPath[]).map(renderablePage);
}
