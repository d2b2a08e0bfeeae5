// @ts-check
/**
 * ServerRenderPlugin: after a production build has emitted, bundles the build's server entry
 * (decision 028: the signed-in first screens it renders on the server) into `ssr/render.cjs` in
 * the build's output. dist/ and every release folder therefore carry the server rendering of the
 * release they belong to: the page server renders a visitor's release with that release's code.
 *
 * The bundle is one CommonJS file for Node with everything in it (React, styled-components, the
 * kit as this build saw it), so a release never depends on what the page server has installed,
 * and the page server can drop a release it no longer needs (serverRendering.ts). The page server
 * never serves `ssr/` to browsers.
 */
const path = require('node:path');

const SERVER_RENDER_FILE = path.join('ssr', 'render.cjs');

class ServerRenderPlugin {
  /** @param {string} entry the build's server entry (absolute path) */
  constructor(entry) {
    this.entry = entry;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('ServerRenderPlugin', async (compilation) => {
      if (compiler.options.mode !== 'production' || compilation.errors.length > 0) return;
      const output = compilation.outputOptions.path;
      if (!output) return;
      try {
        await bundle(this.entry, path.join(output, SERVER_RENDER_FILE));
      } catch (error) {
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `server rendering bundle of ${path.relative(compiler.context, this.entry)} failed: ${/** @type {Error} */ (error).message}`,
          ),
        );
      }
    });
  }
}

/**
 * @param {string} entry
 * @param {string} outfile
 */
async function bundle(entry, outfile) {
  const esbuild = require('esbuild');
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    // As the browser's production build: React's production code, developer pages off (shell/src/env.ts).
    define: { 'process.env.NODE_ENV': '"production"', __HOUSESIT_DEV_BUILD__: 'false' },
  });
}

module.exports = { ServerRenderPlugin, SERVER_RENDER_FILE };
