// The sitter area as a module-federation remote; shared settings live in the shell's federation module.
const { createRemoteConfig } = require('@housesit/shell/federation');

module.exports = createRemoteConfig({
  dirname: __dirname,
  name: 'mf_sitter',
  port: 3013,
  // Exactly EXPOSED_MODULES.mf_sitter of shared-contracts.
  exposes: {
    './Dashboard': './src/exposes/Dashboard.tsx',
    './Jobs': './src/exposes/Jobs.tsx',
    './Earnings': './src/exposes/Earnings.tsx',
    './Messages': './src/exposes/Messages.tsx',
  },
  // Its first screens as HTML with the visitor's data (decision 028).
  serverRender: './src/server/render.tsx',
});
