// @ts-check
/**
 * The shell's page as parts (decision 020): the one source of the document around the app. The
 * build writes them into page-manifest.json beside the bundle (federation/pageManifest.cjs), with
 * the app's script tags, and the page server composes every page from those slots; the
 * development server's index.html is made from the same parts.
 */
/** The logo mark (a white house outline on the brand green): the page's icon, drawn by scripts/ as the app's icons and link preview. */
const ICON = `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 48 48'%3E%3Crect width='48' height='48' rx='12' fill='%231f6f5c'/%3E%3Cpath d='M10 24 24 12l14 12M14 22v14h20V22' fill='none' stroke='%23fff' stroke-width='3.5' stroke-linejoin='round'/%3E%3C/svg%3E`;

module.exports = {
  icon: ICON,
  lang: 'en',
  title: 'Housesit',
  description: 'Housesit: trusted home visits while you are away. Book, pay and read visit reports online.',
  /** The head's fixed tags, charset first. */
  head: [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    '<meta name="theme-color" content="#1f6f5c">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    '<link rel="apple-touch-icon" href="/icons/icon-192.png">',
    `<link rel="icon" type="image/svg+xml" href="${ICON}">`,
  ],
  /** The element the app renders into (src/bootstrap.tsx). */
  rootId: 'root',
  /** Shown to visitors without scripts on the app's pages; a page that works without them leaves it out. */
  noscript: 'Housesit needs JavaScript to run. Please enable JavaScript in your browser and reload the page.',
};
