// @ts-check
/**
 * The shell: the module-federation host. It has NO static remotes: at start it reads
 * GET /api/registry and registers the four remotes at run time (src/bootstrap.tsx), so moving a
 * remote needs no shell rebuild. It provides the shared singletons and the kit
 * (federation/index.cjs).
 */
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  PrerenderPlugin,
  ServerRenderPlugin,
  BootScriptsPlugin,
  sharedConfig,
  routerPlugins,
  precompressPlugins,
  productionOptimization,
  hashedFilename,
  devtoolFor,
  tsRule,
  HtmlWebpackPlugin,
} = require('./federation/index.cjs');
const { PageManifestPlugin, pageHtml } = require('./federation/pageManifest.cjs');
const PAGE_PARTS = require('./public/page.cjs');

const INJECT_RUNTIME_PLUGIN_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_PLUGIN_ESM = path.join(path.dirname(INJECT_RUNTIME_PLUGIN_CJS), 'index.js');

const DEV_PORT = 3000;
/** og:image (scripts/link-preview-image.mjs draws it; src/prerender/pages.tsx names it too). */
const LINK_PREVIEW_IMAGE = 'src/prerender/link-preview.png';
const DEV_API = 'http://localhost:3001';

/** Installing the app (docs/decisions/026): the manifest and its icons, copied as they are to the site's root. */
const APP_FILES = ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png'];

/** Emits APP_FILES from public/ into the build. Unhashed names: the manifest names them. */
class AppFilesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AppFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AppFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of APP_FILES) {
          const source = path.join(__dirname, 'public', file);
          compilation.fileDependencies.add(source);
          compilation.emitAsset(file, new webpack.sources.RawSource(require('node:fs').readFileSync(source)));
        }
      });
    });
  }
}

/**
 * The sitter's service worker (src/features/offline/serviceWorker.ts), built on its own: no module federation
 * (a worker loads no remotes), one file at /sw.js so its scope is the whole site, and a fixed name
 * because the page registers it by that name.
 * @param {boolean} production
 * @returns {import('webpack').Configuration}
 */
function serviceWorkerConfig(production) {
  return {
    name: 'service-worker',
    mode: production ? 'production' : 'development',
    context: __dirname,
    target: 'webworker',
    entry: { sw: './src/features/offline/serviceWorker.ts' },
    devtool: false,
    output: { path: path.join(__dirname, 'dist'), publicPath: '/', filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
    module: { rules: [tsRule] },
    plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') })],
    performance: { hints: false },
  };
}

/** @returns {(import('webpack').Configuration & { devServer?: any })[]} */
module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return [appConfig(production), serviceWorkerConfig(production)];
};

/**
 * @param {boolean} production
 * @returns {import('webpack').Configuration & { devServer?: any }}
 */
function appConfig(production) {
  return {
    name: 'shell',
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/index.ts' },
    devtool: devtoolFor(production),
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? hashedFilename : '[name].js',
      // Hashed in development too: the kit is both provided to and consumed from the share
      // scope, which gives two async chunks with the same modules; plain '[name].js' names
      // collide ('Multiple assets emit different content'). Only one is instantiated at run time.
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'shell',
      // The service worker's build writes sw.js into the same folder, at the same time.
      clean: { keep: /^sw\.js$/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        // provideExternalRuntime adds its runtime plugin by require.resolve, i.e. the plugin's
        // CommonJS build, which pulls in runtime-core's CommonJS build next to the ES build the
        // bundler runtime uses: two copies of the runtime (+24 KB gzip), and the one handed to
        // remotes would not be the one the shell runs. Its ES build shares the shell's copy.
        [INJECT_RUNTIME_PLUGIN_CJS]: INJECT_RUNTIME_PLUGIN_ESM,
      },
    },
    module: { rules: [tsRule] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        shared: sharedConfig({ role: 'host' }),
        // The default 'version-first' fetches every remote's entry at start: one remote that
        // is down would stall the whole shell.
        shareStrategy: 'loaded-first',
        // The shell's federation runtime is the one every remote uses (remotes build with
        // experiments.externalRuntime, federation/index.cjs): one copy of it on the page.
        // target 'web' drops the runtime's Node.js script loading from the bundle.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        // Our shell/remote types come from shared-contracts and the kit's source, not @mf-types.
        dts: false,
      }),
      ...routerPlugins(),
      // index.html for the development server; production pages are composed by the page server
      // (server/, decision 020) from page-manifest.json: the same parts and the app's scripts.
      new HtmlWebpackPlugin({ templateContent: pageHtml(PAGE_PARTS), inject: false, scriptLoading: 'defer' }),
      new PageManifestPlugin(PAGE_PARTS),
      // Its public pages (/login) and its frame around an area's public page, as HTML beside the
      // bundle; the page server (server/) composes them into the page (decision 020).
      // It also emits the link preview image (og:image) with a hashed name (src/prerender/pages.tsx).
      new PrerenderPlugin(path.join(__dirname, 'src/prerender/pages.tsx'), { assets: [LINK_PREVIEW_IMAGE] }),
      // boot-scripts.json: the scripts the shell loads at start, which the page server preloads in the page.
      new BootScriptsPlugin(),
      // Its frame around a signed-in screen, rendered on the server for the visitor (decision 028).
      new ServerRenderPlugin(path.join(__dirname, 'src/server-render/frame.tsx')),
      new AppFilesPlugin(),
      new webpack.DefinePlugin({
        // src/env.ts: developer test pages exist only in development builds.
        __HOUSESIT_DEV_BUILD__: JSON.stringify(!production),
      }),
      ...precompressPlugins(production),
    ],
    devServer: {
      port: DEV_PORT,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      // The app's own WebSocket is /ws (proxied to the API), so the dev server's live-reload
      // socket moves out of its way.
      webSocketServer: { type: 'ws', options: { path: '/__dev-server-ws' } },
      client: { webSocketURL: { pathname: '/__dev-server-ws' }, overlay: { warnings: false } },
      proxy: [{ context: ['/api', '/ws'], target: DEV_API, ws: true, changeOrigin: false }],
    },
    performance: { hints: false },
    optimization: production ? productionOptimization() : {},
  };
}
