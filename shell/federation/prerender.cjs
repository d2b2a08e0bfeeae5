// @ts-check
/**
 * PrerenderPlugin: after a production build has emitted, renders the area's public pages to HTML
 * (decision 020) and writes them to `prerender.json` in the build's output, beside the federated
 * bundle. dist/ and every release folder (the release build runs this same webpack build into it)
 * therefore carry the HTML of the release they belong to, and an area ships its public pages alone.
 * The rendering runs in a child process (prerender-run.mjs) that loads the area's TypeScript
 * entry with Vite's SSR module loader: the same sources and packages the browser build uses.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');

const PRERENDER_FILE = 'prerender.json';

class PrerenderPlugin {
  /** @param {string} entry the area's prerender entry (absolute path) */
  constructor(entry) {
    this.entry = entry;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compiler.options.mode !== 'production' || compilation.errors.length > 0) return;
      const output = compilation.outputOptions.path;
      if (!output) return;
      try {
        await run(this.entry, path.join(output, PRERENDER_FILE), compiler.context);
      } catch (error) {
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `prerender of ${path.relative(compiler.context, this.entry)} failed: ${/** @type {Error} */ (error).message}`,
          ),
        );
      }
    });
  }
}

/**
 * @param {string} entry
 * @param {string} outFile
 * @param {string} cwd
 * @returns {Promise<void>}
 */
function run(entry, outFile, cwd) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'prerender-run.mjs'), entry, outFile], {
      cwd,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(stderr.trim() || `exit ${code}`))));
  });
}

module.exports = { PrerenderPlugin, PRERENDER_FILE };
