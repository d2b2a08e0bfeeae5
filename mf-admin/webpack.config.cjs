// The admin area as a module-federation remote; shared settings live in the shell's federation module.
const { createRemoteConfig } = require('@housesit/shell/federation');

module.exports = createRemoteConfig({
  dirname: __dirname,
  name: 'mf_admin',
  port: 3014,
  // Exactly EXPOSED_MODULES.mf_admin of shared-contracts.
  exposes: {
    './Dashboard': './src/exposes/Dashboard.tsx',
    './Jobs': './src/exposes/Jobs.tsx',
    './Revenue': './src/exposes/Revenue.tsx',
    './Users': './src/exposes/Users.tsx',
    './Messages': './src/exposes/Messages.tsx',
    './Schedule': './src/exposes/Schedule.tsx',
    './Notifications': './src/exposes/Notifications.tsx',
    './Releases': './src/exposes/Releases.tsx',
  },
  // Its first screens as HTML with the visitor's data (decision 028).
  serverRender: './src/server/render.tsx',
});
