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
const fs = require('node:fs');
const path = require('node:path');

const PRERENDER_FILE = 'prerender.json';

class PrerenderPlugin {
  /**
   * @param {string} entry the area's prerender entry (absolute path)
   * @param {{ assets?: string[] }} [options] files (relative to the package) the pages' head
   *   links to, such as the link preview image: emitted with a content hash in their name
   *   (served immutable), and the emitted names handed to the entry's run.
   */
  constructor(entry, options = {}) {
    this.entry = entry;
    this.assets = options.assets ?? [];
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    /** @type {Record<string, string>} source file → emitted name, for the current build */
    let emitted = {};
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      emitted = {};
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'PrerenderPlugin', stage }, () => {
        for (const file of this.assets) {
          const absolute = path.resolve(compiler.context, file);
          const content = fs.readFileSync(absolute);
          const hash = compiler.webpack.util
            .createHash(compilation.outputOptions.hashFunction ?? 'md4')
            .update(content)
            .digest('hex')
            .toString()
            .slice(0, 8);
          const { name, ext } = path.parse(file);
          const emittedName = `${name}.${hash}${ext}`;
          compilation.emitAsset(emittedName, new compiler.webpack.sources.RawSource(content), {
            immutable: true,
            contenthash: hash,
            sourceFilename: file,
          });
          compilation.fileDependencies.add(absolute);
          emitted[file] = emittedName;
        }
      });
    });
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compiler.options.mode !== 'production' || compilation.errors.length > 0) return;
      const output = compilation.outputOptions.path;
      if (!output) return;
      try {
        await run(this.entry, path.join(output, PRERENDER_FILE), compiler.context, emitted);
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
 * @param {Record<string, string>} assets
 * @returns {Promise<void>}
 */
function run(entry, outFile, cwd, assets) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'prerender-run.mjs'), entry, outFile, JSON.stringify(assets)], {
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
