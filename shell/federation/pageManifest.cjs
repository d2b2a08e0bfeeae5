// @ts-check
/**
 * The shell's page as explicit slots (decision 020). PageManifestPlugin writes
 * `page-manifest.json` into the build: the document's parts (public/page.cjs) and the app's
 * script URLs as html-webpack-plugin hands them to the page, so the page server
 * (server/pageServer.ts) composes every page by joining pieces, never by reading HTML.
 * `pageHtml` makes the development server's index.html from the same parts.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { htmlTagObjectToString } = require('html-webpack-plugin/lib/html-tags');

const PAGE_MANIFEST_FILE = 'page-manifest.json';

/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * @typedef {{ lang: string, title: string, description: string, head: string[], rootId: string, noscript: string }} PageParts
 * @typedef {{ tagName: string, attributes: Record<string, string | boolean | undefined | null>, voidTag: boolean, innerHTML?: string, meta: object }} Tag
 */

/**
 * The app's deferred entry scripts and any other tag the build adds (none today: styles are
 * written at run time).
 * @param {Tag[]} tags
 */
function slotsOf(tags) {
  /** @type {string[]} */
  const scripts = [];
  /** @type {string[]} */
  const assetTags = [];
  for (const tag of tags) {
    const src = tag.attributes.src;
    if (tag.tagName === 'script' && typeof src === 'string' && !tag.innerHTML) scripts.push(src);
    else assetTags.push(htmlTagObjectToString(/** @type {any} */ (tag), false));
  }
  return { scripts, assetTags };
}

class PageManifestPlugin {
  /** @param {PageParts} parts */
  constructor(parts) {
    this.parts = parts;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageManifestPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PageManifestPlugin', (data) => {
        const { scripts, assetTags } = slotsOf(/** @type {Tag[]} */ ([...data.headTags, ...data.bodyTags]));
        const { lang, title, description, head, rootId, noscript } = this.parts;
        const manifest = { lang, title, description, head, assetTags, scripts, rootId, noscript };
        compilation.emitAsset(PAGE_MANIFEST_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        return data;
      });
    });
  }
}

/**
 * index.html for html-webpack-plugin's `templateContent` (development server): the parts with the
 * tags the plugin passes.
 * @param {PageParts} parts
 * @returns {(options: { htmlWebpackPlugin: { tags: { headTags: unknown, bodyTags: unknown } } }) => string}
 */
function pageHtml(parts) {
  return ({ htmlWebpackPlugin }) =>
    `<!doctype html><html lang="${escapeHtml(parts.lang)}"><head>${parts.head.join('')}<title>${escapeHtml(parts.title)}</title>` +
    `<meta name="description" content="${escapeHtml(parts.description)}">${String(htmlWebpackPlugin.tags.headTags)}</head>` +
    `<body><noscript>${escapeHtml(parts.noscript)}</noscript><div id="${escapeHtml(parts.rootId)}"></div>${String(htmlWebpackPlugin.tags.bodyTags)}</body></html>`;
}

module.exports = { PageManifestPlugin, pageHtml, PAGE_MANIFEST_FILE };
