/**
 * The shell's server entry (decision 028): its frame around a signed-in screen, rendered on the
 * server for the visitor (their navigation, unread badge and notices) with a slot where the page
 * server puts the screen that the visitor's release of the area rendered. The shell build bundles
 * it into dist/ssr/render.cjs (federation/serverRender.cjs). Never imported by browser code.
 */
import type { RuntimeRegistry } from '@housesit/shared-contracts';
import { GlobalStyle } from '@housesit/shell/kit';
import { renderWithAnswers, type SignedInRenderInput } from '@housesit/shell/kit/server-render';
import { Layout } from '../app/Layout';
import { parseRegistry, RegistryContext } from '../features/registry';
import { RemoteLoaderContext } from '../features/remotes';
import { BUILT_IN_TABLE, declaresOtherwise, loadRouteTable, RouteTableContext } from '../features/routes';

export interface FrameInput extends SignedInRenderInput {
  /** The visitor's registry answer (ShellBoot.registry). */
  registry: RuntimeRegistry;
  /** The page's address, for the registry's relative URLs. */
  pageUrl: string;
}

export interface RenderedFrame {
  before: string;
  after: string;
  css: string;
}

/** Where the screen goes (split out of the frame's HTML). */
const SLOT_MARK = '<template data-housesit-slot=""></template>';

/** A server never loads a remote: prefetching on hover is the browser's. */
const neverLoad = () => new Promise<never>(() => {});

export async function renderFrame(input: FrameInput): Promise<RenderedFrame> {
  const registry = parseRegistry(input.registry, input.pageUrl);
  if (typeof registry === 'string') throw new Error(`the registry answer cannot be read: ${registry}`);
  const table = declaresOtherwise(input.registry.remotes)
    ? (await loadRouteTable()).buildRouteTable(input.registry.remotes, () => {})
    : BUILT_IN_TABLE;
  const { html, css } = await renderWithAnswers(
    <>
      <GlobalStyle />
      <RegistryContext.Provider value={registry}>
        <RemoteLoaderContext.Provider value={neverLoad}>
          <RouteTableContext.Provider value={table}>
            <Layout>
              <template data-housesit-slot="" />
            </Layout>
          </RouteTableContext.Provider>
        </RemoteLoaderContext.Provider>
      </RegistryContext.Provider>
    </>,
    input,
  );
  const parts = html.split(SLOT_MARK);
  if (parts.length !== 2) throw new Error('the frame must render its slot exactly once');
  return { before: parts[0] ?? '', after: parts[1] ?? '', css };
}
