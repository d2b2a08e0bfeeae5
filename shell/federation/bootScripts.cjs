// @ts-check
/**
 * BootScriptsPlugin: writes `boot-scripts.json` (`{ "scripts": ["366.4ebc1284.js", ...] }`) into a
 * production build's output: every script the shell loads at start before any remote, main.js
 * excepted. The browser only discovers them one after the other (main.js, then the async boundary's
 * chunks, then the shared modules those consume), so the API lists them as preload hints in the
 * page it serves and the browser fetches them all in parallel with main.js.
 *
 * At start the share scope holds only what the shell provides (remotes are registered later), so a
 * shared module the shell consumes is loaded through the shell's own provider, whose chunks are not
 * the consumer's fallback chunks: webpack puts the same module in a separate chunk for each (e.g.
 * react-dom's provider chunk and its fallback chunk have the same content, different ids). Only a
 * key the shell does not provide falls back.
 */

const BOOT_SCRIPTS_FILE = 'boot-scripts.json';
/** The async boundary's chunk group: the `webpackChunkName` of index.ts's `import('./bootstrap')`. */
const BOOT_CHUNK_GROUP = 'bootstrap';

class BootScriptsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.thisCompilation.tap('BootScriptsPlugin', (compilation) => {
      // After RealContentHashPlugin (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH) has renamed the chunk files.
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'BootScriptsPlugin', stage }, () => {
        const boot = compilation.namedChunkGroups.get(BOOT_CHUNK_GROUP);
        if (!boot) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `BootScriptsPlugin: no chunk group '${BOOT_CHUNK_GROUP}': name the async boundary's import in src/index.ts (/* webpackChunkName: "${BOOT_CHUNK_GROUP}" */)`,
            ),
          );
          return;
        }
        const scripts = bootScripts(compilation, boot);
        const json = `${JSON.stringify({ scripts }, null, 2)}\n`;
        compilation.emitAsset(BOOT_SCRIPTS_FILE, new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

/**
 * The JS files of `boot`'s chunks and, transitively, of the chunk groups that load the shared
 * modules consumed in them; in discovery order, without the entry chunks' files.
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').ChunkGroup} boot
 * @returns {string[]}
 */
function bootScripts(compilation, boot) {
  const { chunkGraph } = compilation;
  const providers = sharedProviders(compilation);
  const entryFiles = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) for (const file of chunk.files) entryFiles.add(file);
  }

  /** @type {string[]} */
  const scripts = [];
  const seenChunks = new Set();
  /** @type {import('webpack').ChunkGroup[]} */
  const queue = [boot];
  const seenGroups = new Set(queue);
  while (queue.length > 0) {
    const group = /** @type {import('webpack').ChunkGroup} */ (queue.shift());
    for (const chunk of group.chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      // Sorted files: a chunk has one script; chunks holding only consume modules have none.
      for (const file of [...chunk.files].sort()) {
        if (file.endsWith('.js') && !entryFiles.has(file) && !scripts.includes(file)) scripts.push(file);
      }
      const consumes = [...chunkGraph.getChunkModulesIterable(chunk)]
        .filter((module) => module.type === 'consume-shared-module')
        .sort((a, b) => String(chunkGraph.getModuleId(a)).localeCompare(String(chunkGraph.getModuleId(b))));
      for (const consume of consumes) {
        const loader = providers.get(shareId(/** @type {any} */ (consume).options)) ?? consume;
        for (const block of loader.blocks) {
          const next = chunkGraph.getBlockChunkGroup(block);
          if (next && !seenGroups.has(next)) {
            seenGroups.add(next);
            queue.push(next);
          }
        }
      }
    }
  }
  return scripts;
}

/**
 * The shell's provide-shared modules by share scope and key. Their fields are private in the
 * federation plugin's typings, but they are the ones it writes into the share scope's `register()`.
 * @param {import('webpack').Compilation} compilation
 * @returns {Map<string, import('webpack').Module>}
 */
function sharedProviders(compilation) {
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const { _shareScope: shareScope, _name: shareKey } = /** @type {any} */ (module);
    providers.set(shareId({ shareScope, shareKey }), module);
  }
  return providers;
}

/** @param {{ shareScope: string | string[], shareKey: string }} options */
function shareId({ shareScope, shareKey }) {
  return `${[shareScope].flat().join(',')}\n${shareKey}`;
}

module.exports = { BootScriptsPlugin, BOOT_SCRIPTS_FILE };
