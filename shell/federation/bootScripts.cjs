// @ts-check
/**
 * BootScriptsPlugin: writes `boot-scripts.json` into a production build's output:
 *   scripts   every script the shell loads at start before any remote, main.js excepted;
 *   signedIn  what it loads next for a signed-in visitor (its navigation bar, live updates and offline parts);
 *   shared    per module the shell shares with the remotes (`@housesit/shell/kit/areas`), the
 *             scripts a remote that uses it makes the shell load.
 * The browser only discovers them one after the other (main.js, then the async boundary's
 * chunks, then the shared modules those consume, then the screen's), so the API lists them as
 * preload hints in the page it serves and the browser fetches them in parallel with main.js.
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
/** The Layout's parts for a signed-in visitor: the `webpackChunkName`s of their imports (app/Layout.tsx, features/nav). */
const SIGNED_IN_CHUNK_GROUPS = ['nav-bar', 'live-updates', 'offline'];

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
        // What a list's page has installed before it: a chunk whose ids are all among them is not fetched.
        const installed = entryChunkIds(compilation);
        const scripts = scriptsFrom(compilation, [boot], installed);
        const installedAtBoot = new Set(installed);
        const signedInGroups = SIGNED_IN_CHUNK_GROUPS.map((name) => compilation.namedChunkGroups.get(name));
        const missing = SIGNED_IN_CHUNK_GROUPS.filter((_, i) => !signedInGroups[i]);
        if (missing.length > 0) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(`BootScriptsPlugin: no chunk group ${missing.join(', ')} (webpackChunkName)`),
          );
          return;
        }
        const signedIn = scriptsFrom(compilation, /** @type {import('webpack').ChunkGroup[]} */ (signedInGroups), installed);
        /** @type {Record<string, string[]>} */
        const shared = {};
        for (const [id, provider] of sharedProviders(compilation)) {
          const groups = provider.blocks
            .map((block) => compilation.chunkGraph.getBlockChunkGroup(block))
            .filter((group) => group !== undefined);
          const files = scriptsFrom(compilation, groups, new Set(installedAtBoot));
          if (files.length > 0) shared[id.split('\n')[1] ?? id] = files;
        }
        const json = `${JSON.stringify({ scripts, signedIn, shared }, null, 2)}\n`;
        compilation.emitAsset(BOOT_SCRIPTS_FILE, new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

/**
 * The JS files of the groups' chunks and, transitively, of the chunk groups that load the shared
 * modules consumed in them; in discovery order. A chunk whose ids are all `installed` is left
 * out (webpack's runtime does not fetch it: a file can install several chunk ids); the ids of the
 * chunks listed are added to `installed`.
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').ChunkGroup[]} starts
 * @param {Set<string | number>} installed
 * @returns {string[]}
 */
function scriptsFrom(compilation, starts, installed) {
  const { chunkGraph } = compilation;
  const providers = sharedProviders(compilation);
  /** @type {string[]} */
  const scripts = [];
  const seenChunks = new Set();
  const queue = [...starts];
  const seenGroups = new Set(queue);
  while (queue.length > 0) {
    const group = /** @type {import('webpack').ChunkGroup} */ (queue.shift());
    for (const chunk of group.chunks) {
      if (seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      const ids = chunk.ids ?? [];
      if (ids.length === 0 || !ids.every((id) => installed.has(id))) {
        for (const id of ids) installed.add(id);
        // Sorted files: a chunk has one script; chunks holding only consume modules have none.
        for (const file of [...chunk.files].sort()) {
          if (file.endsWith('.js') && !scripts.includes(file)) scripts.push(file);
        }
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
 * The entry chunks' ids (main.js: the page's own script tag loads it).
 * @param {import('webpack').Compilation} compilation
 * @returns {Set<string | number>}
 */
function entryChunkIds(compilation) {
  const ids = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) for (const id of chunk.ids ?? []) ids.add(id);
  }
  return ids;
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
