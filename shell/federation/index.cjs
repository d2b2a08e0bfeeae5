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

function versionOf(name) {
  const deps = rootPkg.dependencies || {};
  return deps[name] || deps[name.replace(/\/$/, '')] || false;
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
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
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

module.exports = { sharedConfig, createRemoteConfig, tsRule, KIT, SINGLETONS, HtmlWebpackPlugin };
