import { OfflineBanner } from './OfflineBanner';
import { OfflineSupport } from './OfflineSupport';

/**
 * The offline banner and the sitter's offline copy, loaded as one chunk for signed-in visitors
 * only (Layout): a public page's first load does not carry them, and a signed-in page hints them
 * (boot-scripts.json 'signedIn'), so they arrive with the navigation. Loaded while online, they
 * are in memory when the connection drops; the sitter's service worker keeps the chunk for an
 * offline reload.
 */
export default function OfflineParts() {
  return (
    <>
      <OfflineSupport />
      <OfflineBanner />
    </>
  );
}
