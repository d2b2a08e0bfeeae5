// The remote's build: everything (shared singletons, the kit, output layout) comes from the one
// federation module of the shell; this file only names what the remote exposes
// (EXPOSED_MODULES.mf_homeowner in shared-contracts).
module.exports = require('@housesit/shell/federation').createRemoteConfig({
  dirname: __dirname,
  name: 'mf_homeowner',
  port: 3012,
  exposes: {
    './Dashboard': './src/exposes/Dashboard.tsx',
    './Messages': './src/exposes/Messages.tsx',
    './Reports': './src/exposes/Reports.tsx',
    './Purchase': './src/exposes/Purchase.tsx',
    './Visits': './src/exposes/Visits.tsx',
    './Properties': './src/exposes/Properties.tsx',
    './Notifications': './src/exposes/Notifications.tsx',
    './Billing': './src/exposes/Billing.tsx',
  },
  // Its first screens as HTML with the visitor's data (decision 028).
  serverRender: './src/server/render.tsx',
});
