/**
 * What a build-time render of a page needs (decision 020: the release build renders its public
 * pages to HTML). Never imported by browser code, so none of it is in a bundle.
 */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createApiClient } from '@housesit/shared-contracts';
import { KitProvider, SESSION_KEY } from '@housesit/shell/kit';

/**
 * The kit's providers for a signed-out visitor at `path` (`/login?tab=register` included): the
 * session answers "signed out" without a request, and the router starts at that address.
 */
export function PrerenderProviders({ path, children }: { path: string; children: ReactNode }) {
  return (
    <KitProvider api={createApiClient({ baseUrl: '' })}>
      <SWRConfig value={{ fallback: { [SESSION_KEY]: null } }}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </SWRConfig>
    </KitProvider>
  );
}

/** What an area's prerender entry says about one page's HTML head. */
export interface PageHead {
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogType: 'website' | 'article';
}

/** Title and description, the same for Open Graph (link previews). */
export function pageHead(title: string, description: string, ogType: PageHead['ogType'] = 'article'): PageHead {
  return { title, description, ogTitle: title, ogDescription: description, ogType };
}
