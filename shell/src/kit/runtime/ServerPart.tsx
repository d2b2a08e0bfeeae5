import { Suspense, useState, type ReactNode } from 'react';
import { useBusyWhile } from './screenWork';

/**
 * A part of a public page whose code arrives after the app's first render (the landing's FAQ).
 * The server's HTML of the page (decision 020) holds it, and the app takes that HTML over in its
 * first commit: without a stand-in, the part would vanish until its code arrived and the page
 * below it would move. So while the part loads, the app shows a copy of the server's HTML of it,
 * read once at the app's first render (the server's page is still in the document then, hidden
 * behind nothing); its styles stay in the head. On a page that came without server HTML (a
 * navigation inside the app) the stand-in is empty, as before.
 *
 * `ServerPart` marks the part (in the prerender and in the app) and suspends to the copy;
 * `ServerPartCopy` is the copy alone, for a first render that does not start the part's code yet
 * or a part whose data is still on its way (the support contact).
 */
export function ServerPart({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div data-server-part={id} style={{ display: 'contents' }}>
      <Suspense fallback={<ServerPartCopy id={id} />}>{children}</Suspense>
    </div>
  );
}

/**
 * The copy alone: for a part whose code or data is not there yet; `fallback` where the page came
 * without server HTML. Looks done but is not the app's yet, so the page counts as busy meanwhile.
 */
export function ServerPartCopy({ id, fallback = null }: { id: string; fallback?: ReactNode }) {
  const [html] = useState(() => serverHtmlOf(id));
  useBusyWhile(true);
  if (html === null) return <>{fallback}</>;
  return <div data-server-part-copy={id} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

function serverHtmlOf(id: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`#server-page [data-server-part="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}
