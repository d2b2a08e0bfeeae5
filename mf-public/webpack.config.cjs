// The public area's remote: landing, legal pages, support, the plan dialog and the booking
// confirmation. Shared singletons and the kit come from the shell (shell/federation).
module.exports = require('@housesit/shell/federation').createRemoteConfig({
  dirname: __dirname,
  name: 'mf_public',
  port: 3011,
  exposes: {
    './Landing': './src/exposes/Landing.tsx',
    './Terms': './src/exposes/Terms.tsx',
    './Privacy': './src/exposes/Privacy.tsx',
    './Confirmation': './src/exposes/Confirmation.tsx',
    './Support': './src/exposes/Support.tsx',
    './PlanDialog': './src/exposes/PlanDialog.tsx',
  },
  // Its public pages as HTML, beside the bundle (decision 020).
  prerender: './src/prerender/pages.tsx',
});
