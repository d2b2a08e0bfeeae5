// @ts-check
/**
 * One place for the module-federation settings every webpack config uses (shell and the four
 * remotes): the shared singletons and the remote config factory. See
 * docs/decisions/001-remotes.md and ../shared/notes/module-federation.md.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const rootPkg = require('../package.json');

/** Libraries that must exist once in the page. Versions come from the shell's package.json. */
const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-router-dom', 'jotai', 'swr', 'styled-components'];
/** Sub-path imports (react-dom/client, react/jsx-runtime, swr/infinite, jotai/utils...). */
const SINGLETON_PREFIXES = ['react/', 'react-dom/', 'jotai/', 'swr/'];

/** The shell's kit (design system, session, toasts, API client): provided by the shell only. */
const KIT = '@housesit/shell/kit';

/**
 * The version every build requires: the shell's declared dependency, else the installed one
 * (react-router comes in through react-router-dom). Skew is then reported, not silent.
 * @param {string} name
 * @returns {string | false}
 */
function versionOf(name) {
  const pkg = name.replace(/\/$/, '');
  const deps = rootPkg.dependencies || {};
  if (deps[pkg]) return deps[pkg];
  try {
    return require(`${pkg}/package.json`).version;
  } catch {
    return false;
  }
}

/**
 * @param {{ role: 'host' | 'remote' }} options
 */
function sharedConfig({ role }) {
  /** @type {Record<string, any>} */
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name) };
  }
  for (const prefix of SINGLETON_PREFIXES) {
    shared[prefix] = { singleton: true, requiredVersion: versionOf(prefix) };
  }
  shared[KIT] =
    role === 'host'
      ? { singleton: true, requiredVersion: false, version: rootPkg.version, import: path.resolve(__dirname, '../src/kit/index.ts') }
      : { singleton: true, requiredVersion: false, import: false };
  return shared;
}

/**
 * `[name].[contenthash:8].js`, as a function. Since webpack 5.111 the federation runtime module
 * resolves the runtime chunk's filename while chunk hashes are still being computed (it only
 * needs the folder depth), and `[contenthash]` then throws 'Path variable [contenthash:8] not
 * implemented in this context' (module-federation/core#5077, webpack/webpack#22199). Until the
 * content hash exists we answer the same path without it: same folder, so the same result.
 * @param {import('webpack').PathData} pathData
 */
function hashedFilename(pathData) {
  const chunk = /** @type {any} */ (pathData.chunk);
  const hasHash = Boolean(pathData.contentHash || (chunk && chunk.contentHash && chunk.contentHash.javascript));
  return hasHash ? '[name].[contenthash:8].js' : '[name].js';
}

const tsRule = {
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { module: 'esnext', sourceMap: true } } },
};

/**
 * webpack config of one remote area.
 * @param {{ dirname: string, name: string, port: number, exposes: Record<string, string> }} options
 */
function createRemoteConfig({ dirname, name, port, exposes }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      entry: {},
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      context: dirname,
      output: {
        path: path.join(dirname, 'dist'),
        publicPath: 'auto',
        filename: production ? hashedFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
      module: { rules: [tsRule] },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig({ role: 'remote' }),
          // Same strategy as the shell: use the singletons already loaded instead of fetching
          // every entry to compare versions.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
        }),
      ],
      devServer: {
        port,
        hot: false,
        liveReload: true,
        // The shell on another port must be allowed to fetch this remote's files.
        headers: { 'Access-Control-Allow-Origin': '*' },
        allowedHosts: 'all',
      },
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    };
  };
}

module.exports = { sharedConfig, createRemoteConfig, hashedFilename, tsRule, KIT, SINGLETONS, HtmlWebpackPlugin };
